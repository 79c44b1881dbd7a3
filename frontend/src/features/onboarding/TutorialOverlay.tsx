import styled from 'styled-components';
import { Dialog } from '../../app/ui/Dialog';
import { StyledButton } from '../../app/ui/Button';
import { Mascot, type MascotPose } from './Mascot';
import { isFirstStep, nextLabel, type TutorialStep } from './tutorial-machine';
import { useOnboarding } from './OnboardingProvider';

const CONTENT: Record<TutorialStep, { title: string; text: string; pose: MascotPose }> = {
  profile: { title: 'Set up your profile', text: 'Add a display name and an avatar so other growers recognise you.', pose: 'waving' },
  feed: { title: 'Share on the feed', text: 'Post photos and videos of your plants, rate strains and write reviews with Create Post.', pose: 'wiggling' },
  connect: { title: 'Connect with growers', text: 'Visit profiles and follow the growers you like; their posts show up in your feed.', pose: 'idea' },
  interact: { title: 'Join the conversation', text: 'Like and comment on posts, react to strains, and chat during live grows.', pose: 'idea' },
  completed: { title: "You're all set!", text: 'Explore strains, grow guides and stories. You can replay this tour from the Tutorial button.', pose: 'crown' },
};

export function TutorialOverlay() {
  const { tutorial, send } = useOnboarding();
  if (!tutorial.open) {
    return (
      <StyledFloating type="button" onClick={() => send({ type: 'restart' })} aria-label="Start tutorial">
        <Mascot pose="idea" size={36} title="" /> Tutorial
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
      <StyledNav>
        {!isFirstStep(tutorial.step) ? <StyledButton type="button" $variant="secondary" onClick={() => send({ type: 'back' })}>Back</StyledButton> : <span />}
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

const StyledFloating = styled.button`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 40;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 14px 6px 6px;
  border: 0;
  border-radius: 999px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  font-weight: 600;
  cursor: pointer;
`;
