import { useEffect, useRef, type RefObject } from 'react';
import { trackAd } from '../api/ad-tracking';

/** Spec §9: an impression counts once at least half of the ad is visible. */
export const AD_IMPRESSION_THRESHOLD = 0.5;

/**
 * Reports the impression once per ad, and a click when the member activates the ad. The ad
 * lives in a sandboxed frame whose clicks we cannot see, so a click is the window losing focus
 * to that frame.
 */
export function useAdTracking<T extends HTMLElement>(adId: string | null, frame: RefObject<HTMLIFrameElement | null>) {
  const container = useRef<T>(null);

  useEffect(() => {
    const node = container.current;
    if (!adId || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= AD_IMPRESSION_THRESHOLD)) {
        trackAd('impression', adId);
        observer.disconnect();
      }
    }, { threshold: AD_IMPRESSION_THRESHOLD });
    observer.observe(node);
    return () => observer.disconnect();
  }, [adId]);

  useEffect(() => {
    if (!adId) return;
    const onBlur = () => {
      window.setTimeout(() => {
        if (frame.current && document.activeElement === frame.current) trackAd('click', adId);
      }, 0);
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [adId, frame]);

  return container;
}
