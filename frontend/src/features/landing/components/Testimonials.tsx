import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { TESTIMONIAL_ROTATION_MS, TESTIMONIALS } from '../content';

export function Testimonials() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), TESTIMONIAL_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const testimonial = TESTIMONIALS[index];
  return (
    <StyledTestimonial aria-label="What members say" aria-live="polite">
      <blockquote>
        <p>“{testimonial.quote}”</p>
        <footer>— {testimonial.author}</footer>
      </blockquote>
      <StyledDots>
        {TESTIMONIALS.map((t, i) => (
          <button key={t.author} type="button" aria-label={`Show testimonial ${i + 1}`} aria-pressed={i === index} onClick={() => setIndex(i)} />
        ))}
      </StyledDots>
    </StyledTestimonial>
  );
}

const StyledTestimonial = styled.section`
  max-width: 680px;
  margin: 0 auto;
  text-align: center;
  blockquote { margin: 0; font-size: 1.15rem; }
  footer { margin-top: 8px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.95rem; }
`;

const StyledDots = styled.div`
  display: flex;
  justify-content: center;
  gap: 4px;
  margin-top: 12px;
  button { width: 24px; height: 24px; border-radius: 50%; border: 6px solid #fff; background: ${({ theme }) => theme.colors.border}; cursor: pointer; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brandDark}; }
`;
