// 协议: the user agreement or the privacy policy (config `agreement` / `privacy`), titled with its
// own name (its first heading: 洁衣坊合伙人服务协议, 隐私政策), 协议 only until it has come. The
// name goes into the address's `title`, which the route table makes the page's title.
import { redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { ConfigArticle } from '../../article/ConfigArticle';
import { headingOf } from '../../article/heading';

const NAMES = ['agreement', 'privacy'];

/**
 * `query` is the router's match for this page, not the location (useLocation): while the next page's
 * chunk loads, the router keeps this page on screen and the location is already the next page's,
 * whose text this page would load and whose address it would overwrite with its own.
 */
export default function AgreementPage({ query }: { query: Record<string, string> }) {
  const name = NAMES.includes(query.name) ? query.name : 'agreement';
  function titleFrom(html: string) {
    const title = headingOf(html);
    if (title && title !== query.title) redirect(withQuery(PAGE.agreement, { name, title }));
  }
  return <ConfigArticle name={name} onLoaded={titleFrom} />;
}
