import { CAPTCHA_CANVAS, CAPTCHA_DRAW_RETRIES, CAPTCHA_DRAW_RETRY_DELAY_MS } from '@griot/contract/constants';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { authTexts } from '../authTexts';

/** The canvas stays light in dark mode: the captcha's colours are chosen for a white ground. */
const BACKGROUND = '#f8f9fa';

/**
 * Draws the server's captcha SVG on a 200×70 canvas. The canvas may mount after the image has
 * loaded, so drawing is retried (5 times, every 500 ms) until the canvas is there.
 * `data-captcha-id` lets the end-to-end tests fetch the answer through the test-only route.
 */
export function CaptchaCanvas({ image, captchaId }: { image: string; captchaId: string }) {
  const t = useTexts(authTexts);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const picture = new Image();
    const draw = (attempt: number) => {
      if (cancelled) return;
      const context = canvasRef.current?.getContext('2d');
      if (!context) {
        if (attempt < CAPTCHA_DRAW_RETRIES) {
          retryTimer = setTimeout(() => draw(attempt + 1), CAPTCHA_DRAW_RETRY_DELAY_MS);
        }
        return;
      }
      const { width, height } = CAPTCHA_CANVAS;
      context.fillStyle = BACKGROUND;
      context.fillRect(0, 0, width, height);
      context.drawImage(picture, 0, 0, width, height);
    };
    picture.onload = () => draw(0);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      picture.onload = null;
    };
  }, [image]);

  return (
    <canvas
      ref={canvasRef}
      width={CAPTCHA_CANVAS.width}
      height={CAPTCHA_CANVAS.height}
      data-captcha-id={captchaId}
      role="img"
      aria-label={t.captcha.image}
      style={{
        display: 'block',
        background: BACKGROUND,
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    />
  );
}
