import styled from 'styled-components';
import { STRAIN_REACTION_EMOJI } from '@cannaverse/contracts';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import {
  REACTIONS_CACHE_SECONDS, useAddStrainReactionMutation, useGetStrainReactionsQuery, useRemoveStrainReactionMutation,
} from '../api/strainsApi';

export const REACTIONS_LOAD_ERROR = 'Could not load reactions. Please try again later.';

/** Spec §2 "Emoji reactions": choosing an emoji already chosen removes it, otherwise adds it. */
export function StrainReactions({ strainId }: { strainId: string }) {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const { data, isError, isLoading } = useGetStrainReactionsQuery(strainId, { refetchOnMountOrArgChange: REACTIONS_CACHE_SECONDS });
  const [add, adding] = useAddStrainReactionMutation();
  const [remove, removing] = useRemoveStrainReactionMutation();
  const busy = adding.isLoading || removing.isLoading;
  const mine = new Set<string>((data?.details ?? []).filter((detail) => detail.userId === user?.id).map((detail) => detail.emojiType));

  const choose = async (emojiType: string) => {
    if (!user) {
      toast({ title: 'Please sign in', description: 'You need to be signed in to react to strains.', variant: 'destructive' });
      return;
    }
    if (mine.has(emojiType)) {
      try {
        await remove({ strainId, emojiType }).unwrap();
        toast({ title: 'Reaction removed' });
      } catch {
        toast({ title: 'Could not remove reaction', variant: 'destructive' });
      }
      return;
    }
    try {
      await add({ strainId, emojiType }).unwrap();
      toast({ title: 'Reaction added!', variant: 'success' });
    } catch {
      toast({ title: 'Could not add reaction', description: "Please try again later or sign in if you haven't already.", variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="reactions-heading">
      <h2 id="reactions-heading">Reactions</h2>
      {isError ? (
        <StyledError role="alert">{REACTIONS_LOAD_ERROR}</StyledError>
      ) : (
        <>
          <StyledEmoji role="group" aria-label="React to this strain" aria-busy={isLoading || busy}>
            {STRAIN_REACTION_EMOJI.map(({ emoji, label }) => {
              const count = data?.reactions[emoji] ?? 0;
              return (
                <button key={emoji} type="button" aria-pressed={mine.has(emoji)} aria-label={`${label}: ${count}`} disabled={isLoading || busy} onClick={() => void choose(emoji)}>
                  <span aria-hidden="true">{emoji}</span>
                  <span aria-hidden="true" className="label">{label}</span>
                  <span aria-hidden="true" className="count">{count}</span>
                </button>
              );
            })}
          </StyledEmoji>
          <StyledTotal data-testid="reactions-total">{`${data?.total ?? 0} ${data?.total === 1 ? 'reaction' : 'reactions'}`}</StyledTotal>
        </>
      )}
    </section>
  );
}

const StyledEmoji = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    min-height: 64px;
    padding: 6px 4px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    font: inherit;
  }
  button > span:first-child { font-size: 1.4rem; }
  .label { font-size: 0.75rem; color: ${({ theme }) => theme.colors.muted}; }
  .count { font-weight: 700; }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.brandDark}; background: ${({ theme }) => theme.colors.brandLight}; }
  button:disabled { cursor: progress; }
  @media (min-width: ${({ theme }) => theme.mobile}) { grid-template-columns: repeat(8, minmax(0, 1fr)); }
`;

const StyledTotal = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
