// What the store pages' component tests share: a store as the server sends it, and a page of
// the store rendered at its `?id=` with the dialog host (for confirm()), ready once `ready` shows.
import type { ComponentType } from 'preact';
import { DialogHost } from '../../../../src/ui/dialog';
import { act, flush, render } from '../../../render';
import { AtUrl } from '../../../helpers/fake-api';

export const STORE = {
  id: 4,
  name: '洁衣坊·湖滨银泰店',
  address: '杭州市上城区',
  lat: null,
  lng: null,
  contact: '王丽',
  mobile: '13800000004',
  photos: ['/uploads/front.jpg'],
  licenseUrl: '/uploads/licence.jpg',
  sharePercent: 30,
  status: 2,
  activatedAt: '2026-10-01 10:00:00',
};

export const buttonNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text);

/** The open dialog's button of that text (confirm()'s answer). */
export function answerDialog(text: string) {
  const dialog = document.querySelector('.ui-dialog[role="dialog"]');
  const button = dialog && buttonNamed(dialog, text);
  if (!button) throw new Error(`no dialog with a ${text} button`);
  act(() => button.click());
}

export async function storePage(Page: ComponentType, path: string, ready: string) {
  const host = render(<DialogHost />);
  const view = render(
    <AtUrl url={`${path}?id=${STORE.id}`}>
      <Page />
    </AtUrl>,
  );
  for (let i = 0; i < 50 && !buttonNamed(view.container, ready); i++) await flush(5);
  return {
    container: view.container,
    button: () => buttonNamed(view.container, ready)!,
    unmount: () => {
      view.unmount();
      host.unmount();
    },
  };
}
