// Banners and notices from page config. Links are followed only when they are routes of the
// app; banners scroll sideways with native scroll snapping (no carousel library).
import type { PageConfig } from '../../../../api/types';
import { safeRedirect } from '../../../../app/redirect';
import { NoticeBar } from '../../../../ui/NoticeBar';

const linkOf = (link: string) => (link ? `#${safeRedirect(link)}` : undefined);

export function Promo({ config }: { config: PageConfig }) {
  return (
    <>
      {config.notices.map((n) => (
        <div key={n.id} class="home__notice">
          <NoticeBar text={n.text} to={linkOf(n.link)} scroll={n.text.length > 22} />
        </div>
      ))}
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
