import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { PRIVACY, TERMS, type LegalDocument } from './legal-text';

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <StyledPage>
      <StyledCard>
        <h1>{document.title}</h1>
        <StyledUpdated>Last updated: {document.updated}</StyledUpdated>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => <p key={text}>{text}</p>)}
          </section>
        ))}
        <Link to="/">Back to Cannaverse</Link>
      </StyledCard>
    </StyledPage>
  );
}

export const TermsPage = () => <LegalPage document={TERMS} />;
export const PrivacyPage = () => <LegalPage document={PRIVACY} />;

const StyledUpdated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
