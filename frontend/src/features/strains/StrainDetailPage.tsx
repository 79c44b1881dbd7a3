import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StrainDto } from '@cannaverse/contracts';
import type { ApiError } from '../../app/api';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { usePremiumStatus } from '../membership/hooks/usePremiumStatus';
import { useGetStrainQuery } from './api/strainsApi';
import { GrowingInformation } from './components/GrowingInformation';
import { MedicalInformation } from './components/MedicalInformation';
import { MembersReport } from './components/MembersReport';
import { PremiumLocked } from './components/PremiumLocked';
import { StyledTag } from './components/StrainBadges';
import { StrainImage } from './components/StrainImage';
import { StrainReactions } from './components/StrainReactions';
import { TagSection } from './components/TagSection';
import { TerpeneProfile } from './components/TerpeneProfile';
import { EFFECTS_ERROR, FLAVORS_ERROR, formatPercent, formatRating, strainRating, NOT_ANALYSED, reviewCountText, STRAIN_NOT_FOUND } from './strain-display';
import { PageSkeleton } from '../../app/ui/PageSkeleton';
import { SimilarStrains } from './components/SimilarStrains';

/** /strains/{id}: every section of spec §2 "Strain detail"; premium sections by the premium status's active flag. */
export default function StrainDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { active } = usePremiumStatus();
  const { data: strain, error, isLoading } = useGetStrainQuery(id);
  // Admins are sent the premium sections too (the server decides); the spec's flag covers members.
  const premium = active || user?.isAdmin === true;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/strains'));

  if (isLoading) return <PageSkeleton label="Loading strain..." cards={2} />;
  if (error || !strain) {
    const message = (error as ApiError | undefined)?.serverMessage ?? (error as ApiError | undefined)?.message;
    return (
      <StyledPage>
        <StyledNotFound role="alert">
          <h1>{STRAIN_NOT_FOUND}</h1>
          {message && message !== STRAIN_NOT_FOUND && <p>{message}</p>}
          <StyledButton type="button" onClick={() => navigate('/strains')}>Back to Strain Library</StyledButton>
        </StyledNotFound>
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      <StyledBack type="button" $variant="ghost" onClick={back}>← Back</StyledBack>
      <StyledHero>
        <StrainImage src={strain.imageUrl} name={strain.name} />
        <div>
          <h1>{strain.name}</h1>
          <StyledFacts>
            <StyledTag $tone="type">{strain.type}</StyledTag>
            <span aria-label={`Rated ${formatRating(strainRating(strain))} out of 5, ${reviewCountText(strain.reviewCount)}`}>
              ★ {formatRating(strainRating(strain))} <small>({reviewCountText(strain.reviewCount)})</small>
            </span>
            <span>THC {formatPercent(strain.thcContent)}</span>
            <span>CBD {formatPercent(strain.cbdContent)}</span>
          </StyledFacts>
          <p>{strain.description}</p>
        </div>
      </StyledHero>
      <StyledSections>
        <About strain={strain} premium={premium} />
        <StrainReactions strainId={id} />
        <MembersReport strainId={id} />
        <TagSection title="Effects" value={strain.effects} errorText={EFFECTS_ERROR} tone="effect" />
        <TagSection title="Flavors" value={strain.flavors} errorText={FLAVORS_ERROR} tone="flavor" />
        <TerpeneProfile strain={strain} premium={premium} />
        <GrowingInformation strain={strain} premium={premium} />
        <MedicalInformation benefits={strain.medicalBenefits} sideEffects={strain.negativeEffects} />
        <SimilarStrains strainId={id} />
        {premium && (strain.premiumSources?.length ?? 0) > 0 && (
          <StyledSources aria-label="Sources">
            Sources of the premium data: {strain.premiumSources?.map((source) => `${source.title} (${source.publisher})`).join('; ')}.
          </StyledSources>
        )}
      </StyledSections>
    </StyledPage>
  );
}

function About({ strain, premium }: { strain: StrainDto; premium: boolean }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading">About</h2>
      {!premium ? <PremiumLocked what="The enhanced description" />
        : <p data-testid="enhanced-description">{strain.enhancedDescription ?? NOT_ANALYSED}</p>}
    </section>
  );
}

const StyledBack = styled(StyledButton)`
  margin-bottom: 8px;
  padding-left: 0;
`;

const StyledHero = styled.header`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: 20px;
  h1 { margin: 0 0 8px; font-size: clamp(1.6rem, 5vw, 2.3rem); overflow-wrap: anywhere; }
  img { max-width: 420px; }
  @media (min-width: ${({ theme }) => theme.mobile}) { grid-template-columns: 320px minmax(0, 1fr); }
`;

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledSections = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  > section {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  h2 { margin: 0 0 10px; font-size: 1.2rem; }
  h3 { margin: 12px 0 6px; font-size: 1rem; }
`;

const StyledSources = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledNotFound = styled.div`
  text-align: center;
  margin: 10vh auto;
  h1 { margin-bottom: 8px; }
`;
