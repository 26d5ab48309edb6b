// What to do when the mini-program cannot be opened from here: why, the next step, and the store
// QR link and its parameters to copy (the link is copied, not shown: it means nothing to a reader).
import { copyText } from '../../../../lib/clipboard';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';

export interface FallbackProps {
  title: string;
  advice: string;
  link: string;
  /** the parameters as a person reads them, e.g. 门店：洁衣坊·湖滨银泰店，推荐人：张伟，来源：门店二维码 */
  paramsText: string;
}

async function copy(text: string, what: string) {
  if (await copyText(text)) toast(`已复制${what}`, { type: 'success' });
  else toast(`复制失败，请长按${what}手动复制`);
}

export function Fallback({ title, advice, link, paramsText }: FallbackProps) {
  return (
    <section class="link-mini__card" role="status">
      <h2 class="link-mini__title">{title}</h2>
      <p class="link-mini__text">{advice}</p>
      <div class="link-mini__actions">
        <Button variant="primary" onClick={() => copy(link, '链接')}>
          复制链接
        </Button>
        <Button onClick={() => copy(paramsText, '参数')}>复制参数</Button>
      </div>
    </section>
  );
}
