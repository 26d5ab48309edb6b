// Banners and notices from page config. Links are followed only when they are routes of the
// app; banners scroll sideways with native scroll snapping (no carousel library).
import type { PageConfig } from '../../api/types';
import { safeRedirect } from '../../app/redirect';

const linkOf = (link: string) => (link ? `#${safeRedirect(link)}` : undefined);

export function Promo({ config }: { config: PageConfig }) {
  return (
    <>
      {config.notices.length > 0 && (
        <div class="home-notice" role="marquee" aria-label="公告">
          <span class="home-notice__tag">公告</span>
          <div class="home-notice__list">
            {config.notices.map((n) => (
              <a key={n.id} class="home-notice__item" href={linkOf(n.link)}>{n.text}</a>
            ))}
          </div>
        </div>
      )}
      {config.banners.length > 0 && (
        <div class="home-banners">
          {config.banners.map((b) => (
            <a key={b.id} class="home-banners__item" href={linkOf(b.link)}>
              <img src={b.image} alt={b.title} loading="lazy" width={335} height={120} />
            </a>
          ))}
        </div>
      )}
    </>
  );
}
