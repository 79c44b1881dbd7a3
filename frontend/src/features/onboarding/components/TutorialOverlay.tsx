import styled from 'styled-components';
import { Dialog } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { PAGE_MAX_WIDTH } from '../../../app/ui/Card';
import { Mascot, type MascotPose } from '../../../app/ui/Mascot';
import { nextLabel, showsBack, type TutorialStep } from '../tutorial-machine';
import { useOnboarding } from '../OnboardingProvider';
import { SuggestedMembers } from '../../search/components/SuggestedMembers';

const CONTENT: Record<TutorialStep, { title: string; text: string; pose: MascotPose }> = {
  profile: { title: 'Set up your profile', text: 'Add a display name and an avatar so other growers recognise you.', pose: 'waving' },
  feed: { title: 'Share on the feed', text: 'Post photos and videos of your plants, rate strains and write reviews with Create Post.', pose: 'wiggling' },
  connect: { title: 'Connect with growers', text: 'Visit profiles and follow the growers you like; their posts show up in your feed.', pose: 'idea' },
  interact: { title: 'Join the conversation', text: 'Like and comment on posts, react to strains, and chat during live grows.', pose: 'idea' },
  completed: { title: "You're all set!", text: 'Explore strains, grow guides and stories. You can replay this tour from the Tutorial button.', pose: 'crown' },
};

export function TutorialOverlay() {
  const { tutorial, send, profileSetupComplete } = useOnboarding();
  if (!tutorial.open) {
    return (
      <StyledFloating type="button" onClick={() => send({ type: 'restart' })} aria-label="Start tutorial" title="Tutorial">
        <Mascot pose="idea" size={40} title="" />
      </StyledFloating>
    );
  }
  const content = CONTENT[tutorial.step];
  return (
    <Dialog title={content.title} onClose={() => send({ type: 'skip' })}>
      <StyledBody>
        <Mascot pose={content.pose} size={96} />
        <p>{content.text}</p>
      </StyledBody>
      {tutorial.step === 'connect' && <SuggestedMembers compact />}
      <StyledNav>
        {showsBack(tutorial.step, profileSetupComplete) ? <StyledButton type="button" $variant="secondary" onClick={() => send({ type: 'back' })}>Back</StyledButton> : <span />}
        <StyledButton type="button" onClick={() => send({ type: 'next' })}>{nextLabel(tutorial.step)}</StyledButton>
      </StyledNav>
    </Dialog>
  );
}

const StyledBody = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  p { margin: 0; }
  @media (max-width: 480px) { flex-direction: column; text-align: center; }
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 20px;
`;

/** Left margin it needs: 12 px + 48 px + 8 px of air, with room for a 15 px scrollbar on the right. */
const FLOATING_MARGIN = 76;

/**
 * Lives in the page's left margin, where nothing lies beneath it: shown only when the viewport
 * leaves such a margin beside the content column. Narrower screens use the top bar's Tutorial button.
 */
const StyledFloating = styled.button`
  display: none;
  @media (min-width: ${PAGE_MAX_WIDTH + 2 * FLOATING_MARGIN}px) {
    position: fixed;
    left: 12px;
    bottom: 16px;
    z-index: 40;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
    cursor: pointer;
  }
`;
