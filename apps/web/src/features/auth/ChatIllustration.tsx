import { useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';
import type { MarketingSlide } from './marketingSlides';

/** A small drawn conversation for the marketing panel: the exchange that goes with the slide shown. */
export function ChatIllustration({ slide }: { slide: MarketingSlide }) {
  const t = useTexts(authTexts);
  const { question, answer } = t.illustration[slide];
  return (
    // Every shape stays inside the viewBox: the panel scales the drawing, it never clips it.
    <svg
      width="100%"
      style={{ maxWidth: 400 }}
      viewBox="0 0 400 200"
      role="img"
      aria-label={t.illustration.label}
    >
      <rect x="8" y="8" width="384" height="184" rx="22" fill="rgba(255,255,255,0.08)" />
      <rect x="24" y="28" width="296" height="46" rx="14" fill="#ffffff" />
      <text x="38" y="56" fontSize="11.5" fill="#1f2937">
        {question}
      </text>
      <rect x="80" y="96" width="296" height="46" rx="14" fill="#ffae38" />
      <text x="94" y="124" fontSize="11.5" fill="#1f2937">
        {answer}
      </text>
      <circle cx="364" cy="168" r="10" fill="#7bd3c3" />
      <circle cx="342" cy="168" r="6" fill="#a9e3d8" />
    </svg>
  );
}
