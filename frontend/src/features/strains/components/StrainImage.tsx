import { useState } from 'react';
import styled from 'styled-components';

/** The spec's fallback when a strain's image does not load (public/images, same file as content's). */
export const STRAIN_FALLBACK_IMAGE = '/images/strain-fallback.svg';

/** 320×240 illustrations; the box keeps that ratio so nothing shifts while it loads. */
export function StrainImage({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <StyledImage
      className={className}
      src={failed ? STRAIN_FALLBACK_IMAGE : src}
      alt={`Illustration of ${name}`}
      width={320}
      height={240}
      loading="lazy"
      data-fallback={failed ? 'true' : undefined}
      onError={() => { if (!failed) setFailedSrc(src); }}
    />
  );
}

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;
