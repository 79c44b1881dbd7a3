import styled from 'styled-components';
import { FEATURES, SAMPLE_STRAINS, STATS } from './content';
import { Testimonials } from './components/Testimonials';
import { NewsletterForm } from './components/NewsletterForm';
import { LandingLink } from './LandingLink';

export default function LandingPage() {
  return (
    <>
      <StyledHeader>
        <StyledLogo to="/">Cannaverse</StyledLogo>
        <nav aria-label="Account">
          <StyledHeaderLink to="/auth">Log In</StyledHeaderLink>
          {/* Still /auth (spec §2); the state opens the Register tab instead of 'Welcome back'. */}
          <StyledHeaderLink to="/auth" state={{ tab: 'register' }} $primary>Sign Up</StyledHeaderLink>
        </nav>
      </StyledHeader>
      <main>
        <StyledHero>
          <h1>Your home for everything cannabis</h1>
          <p>Discover strains, learn to grow, share your harvest and join live grows with a community of adult enthusiasts.</p>
          <StyledHeaderLink to="/auth" state={{ tab: 'register' }} $primary>Join the community</StyledHeaderLink>
        </StyledHero>

        <StyledSection aria-labelledby="strains-heading">
          <h2 id="strains-heading">Popular strains</h2>
          <StyledGrid>
            {SAMPLE_STRAINS.map((strain) => (
              <StyledStrainCard key={strain.name}>
                <h3>{strain.name}</h3>
                <StyledBadge>{strain.type}</StyledBadge>
                <p>{strain.effects.join(' · ')}</p>
              </StyledStrainCard>
            ))}
          </StyledGrid>
        </StyledSection>

        <StyledStats aria-label="Cannaverse in numbers">
          {STATS.map((stat) => (
            <div key={stat.label}><strong>{stat.value}</strong><span>{stat.label}</span></div>
          ))}
        </StyledStats>

        <StyledSection aria-labelledby="features-heading">
          <h2 id="features-heading">What you get</h2>
          <StyledGrid>
            {FEATURES.map((feature) => (
              <StyledFeature key={feature.to} to={feature.to}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </StyledFeature>
            ))}
          </StyledGrid>
        </StyledSection>

        <StyledSection>
          <Testimonials />
        </StyledSection>

        <StyledSection aria-labelledby="newsletter-heading" $centered>
          <h2 id="newsletter-heading">Get the newsletter</h2>
          <p>New strains, grow tips and community highlights, once a week.</p>
          <NewsletterForm />
        </StyledSection>
      </main>
      <StyledFooter>
        <LandingLink to="/terms">Terms of Service</LandingLink>
        <LandingLink to="/privacy">Privacy Policy</LandingLink>
        <LandingLink to="/rules">Community Rules</LandingLink>
        <span>For adults 21+ only.</span>
      </StyledFooter>
    </>
  );
}

const StyledHeader = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 20px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav { display: flex; gap: 8px; }
  /* On 375 px phones the three items only fit on one line with tighter spacing; a wrapped link
     would make the header taller than index.html's pre-JS header and shift the hero. */
  @media (max-width: 400px) {
    padding: 12px 14px;
    nav { gap: 4px; }
    nav a { padding: 8px 12px; }
  }
`;

const StyledLogo = styled(LandingLink)`
  font-size: 1.35rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledHeaderLink = styled(LandingLink)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 10px;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ $primary, theme }) => ($primary ? '#fff' : theme.colors.brandDark)};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.brandDark : 'transparent')};
`;

const StyledHero = styled.section`
  padding: 56px 20px;
  text-align: center;
  color: #fff;
  background: linear-gradient(135deg, #1b5e20, #2e7d32 60%, #558b2f);
  h1 { margin: 0 0 12px; font-size: clamp(1.8rem, 5vw, 3rem); }
  p { max-width: 640px; margin: 0 auto 24px; font-size: 1.1rem; }
  a { background: #fff; color: #1b5e20; }
`;

const StyledSection = styled.section<{ $centered?: boolean }>`
  max-width: 1080px;
  margin: 0 auto;
  padding: 40px 20px;
  text-align: ${({ $centered }) => ($centered ? 'center' : 'left')};
  h2 { margin-top: 0; }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const StyledStrainCard = styled.article`
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 8px; }
  p { margin: 8px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledBadge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledStats = styled.section`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: clamp(20px, 7vw, 40px);
  padding: 28px 20px;
  background: #fff;
  div { display: flex; flex-direction: column; align-items: center; }
  strong { font-size: 2rem; color: ${({ theme }) => theme.colors.brandDark}; }
`;

const StyledFeature = styled(LandingLink)`
  display: block;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  h3 { margin: 0 0 6px; color: ${({ theme }) => theme.colors.brandDark}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 20px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.muted};
  a { min-height: 24px; }
`;
