import { useId, useState } from 'react';
import styled from 'styled-components';
import type { GrowGuideStepDto } from '@cannaverse/contracts';
import { GuideText } from './GuideText';

/**
 * 'Step-by-Step Guide': steps in stepNumber order, one open at a time, and the open one closes
 * again on a second click. The first step starts open.
 */
export function StepsAccordion({ steps }: { steps: GrowGuideStepDto[] }) {
  const ordered = [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
  const [open, setOpen] = useState<number | null>(ordered[0]?.id ?? null);
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>Step-by-Step Guide</h2>
      {ordered.length === 0 && <p>No step-by-step instructions have been added to this guide yet.</p>}
      <StyledSteps>
        {ordered.map((step) => {
          const expanded = open === step.id;
          return (
            <li key={step.id}>
              <h3>
                <StyledTrigger
                  type="button"
                  id={`${baseId}-trigger-${step.id}`}
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-panel-${step.id}`}
                  onClick={() => setOpen(expanded ? null : step.id)}
                >
                  <span>Step {step.stepNumber}: {step.title}</span>
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </StyledTrigger>
              </h3>
              <StyledPanel id={`${baseId}-panel-${step.id}`} role="region" aria-labelledby={`${baseId}-trigger-${step.id}`} hidden={!expanded}>
                {step.imageUrl && <img src={step.imageUrl} alt="" width={320} height={200} loading="lazy" />}
                <GuideText text={step.content} />
              </StyledPanel>
            </li>
          );
        })}
      </StyledSteps>
    </section>
  );
}

const StyledSteps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  h3 { margin: 0; font-size: 1rem; }
`;

const StyledTrigger = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 12px 16px;
  border: 0;
  background: transparent;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledPanel = styled.div`
  padding: 0 16px 16px;
  img { display: block; width: 100%; max-width: 480px; height: auto; border-radius: 8px; margin-bottom: 8px; }
`;
