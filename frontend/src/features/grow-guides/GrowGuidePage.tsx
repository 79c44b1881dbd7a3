import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../app/api';
import { StyledButtonLink } from '../../app/ui/ButtonLink';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { premiumBlock, useGetGrowGuideQuery } from './api/growGuidesApi';
import { GrowingTipsCard } from './components/GrowingTipsCard';
import { GuideHeader } from './components/GuideHeader';
import { GuideText } from './components/GuideText';
import { PremiumDialog } from './components/PremiumDialog';
import { StepsAccordion } from './components/StepsAccordion';
import { StyledError } from './GrowGuidesPage';
import { PageSkeleton } from '../../app/ui/PageSkeleton';

/** /grow-guides/{slug}: the guide and its steps; a premium guide without access shows its card behind the premium dialog. */
export default function GrowGuidePage() {
  const { slug = '' } = useParams();
  const { data: guide, error, isLoading } = useGetGrowGuideQuery(slug);
  const premium = premiumBlock(error);
  // The dialog opens with the 403; Cancel dismisses it for this guide (the preview stays).
  const [dismissedSlug, setDismissedSlug] = useState<string | null>(null);
  const dialogOpen = premium !== null && dismissedSlug !== slug;

  if (isLoading) return <PageSkeleton label="Loading guide..." cards={1} />;
  if (isApiError(error) && error.status === 404) return <GuideNotFound />;

  return (
    <StyledPage>
      <StyledLayout>
        <StyledMain>
          {guide ? (
            <>
              <GuideHeader guide={guide} />
              <GuideText text={guide.content} />
              <StepsAccordion steps={guide.steps} />
            </>
          ) : premium ? (
            <>
              {premium.guide && <GuideHeader guide={premium.guide} />}
              <StyledCard role="note">
                <p><strong>This is a premium guide.</strong> The full guide and its step-by-step instructions are for premium members.</p>
                <Link to="/membership">View Membership Options</Link>
              </StyledCard>
            </>
          ) : (
            <StyledError role="alert"><strong>Failed to fetch grow guide</strong></StyledError>
          )}
        </StyledMain>
        <aside><GrowingTipsCard /></aside>
      </StyledLayout>
      {dialogOpen && <PremiumDialog onClose={() => setDismissedSlug(slug)} />}
    </StyledPage>
  );
}

function GuideNotFound() {
  return (
    <StyledPage>
      <StyledCard>
        <h1>Guide Not Found</h1>
        <p>Sorry, the growing guide you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <StyledButtonLink to="/grow-guides">View All Guides</StyledButtonLink>
      </StyledCard>
    </StyledPage>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 24px;
  align-items: start;
  @media (max-width: 899px) { grid-template-columns: minmax(0, 1fr); }
`;

const StyledMain = styled.article`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

