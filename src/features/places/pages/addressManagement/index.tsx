// 地址管理: the user's addresses, the default first and marked; set default, edit, delete after a
// confirmation, 新增地址 (the 20-address limit is said before the form opens). Opened with
// `?select=1` from another page, a tap on an address hands it back to that page.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { addressList, deleteAddress, MAX_ADDRESSES, setDefaultAddress } from '../../../../api/address';
import type { Address } from '../../../../api/types';
import { back, navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { fullAddress, leavePickedAddress } from '../../address/pick';
import { maskMobile } from '../../../../lib/mask';
import { Button } from '../../../../ui/Button';
import { confirm } from '../../../../ui/dialog';
import { Empty } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { toast } from '../../../../ui/toast';
import { useResource } from '../../../../ui/useResource';
import { useSubmit } from '../../../../ui/useSubmit';
import '../../action-bar.css';
import './addressManagement.css';

// the default first, then the newest, as the server orders them; kept after local changes
const ordered = (list: Address[]) =>
  list.slice().sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);

export default function AddressManagementPage() {
  const { query } = useLocation();
  const selecting = query.select === '1';
  const addresses = useResource(() => addressList({ pageNum: 1, pageSize: MAX_ADDRESSES }).then((p) => p.list), []);
  const count = addresses.data?.length ?? 0;

  function add() {
    if (count >= MAX_ADDRESSES) {
      toast(`最多保存 ${MAX_ADDRESSES} 个地址，请删除不用的地址后再添加`);
      return;
    }
    navigate(PAGE.address);
  }

  // the address being made the default: its radio stays ticked while the request is out (the
  // pending render would otherwise untick it until the answer); failures are the wrapper's to show
  const [picked, setPicked] = useState<number | null>(null);
  const makeDefault = useSubmit((a: Address) => setDefaultAddress(a.id), {
    done: (_, a) => {
      toast('已设为默认地址', { type: 'success' });
      addresses.update((list) => ordered(list.map((x) => ({ ...x, isDefault: x.id === a.id }))));
    },
  });
  const removal = useSubmit((a: Address) => deleteAddress(a.id), {
    confirm: (a) =>
      confirm({
        title: '删除地址',
        message: `确定删除${a.name}的地址「${fullAddress(a)}」吗？`,
        confirmText: '删除',
        danger: true,
      }),
    done: () => {
      toast('地址已删除', { type: 'success' });
      // the server passes the default on to another address: ask it which
      addresses.reload();
    },
  });

  function choose(a: Address) {
    leavePickedAddress(a);
    back(PAGE.home);
  }

  return (
    <div class="addr-list">
      <LoadState
        resource={addresses}
        failedText="地址加载失败"
        isEmpty={(list) => !list.length}
        empty={<Empty text="还没有地址，添加一个常用地址吧" />}
      >
        {(list) => (
          <ul class="addr-list__items">
            {list.map((a) => (
              <li key={a.id} class="addr-item">
                <button
                  type="button"
                  class="addr-item__main"
                  onClick={() => (selecting ? choose(a) : navigate(withQuery(PAGE.address, { id: String(a.id) })))}
                >
                  {/* the visible text is the button's name; this says what a tap does */}
                  <span class="visually-hidden">{selecting ? '选择地址：' : '编辑地址：'}</span>
                  <span class="addr-item__who">
                    <span class="addr-item__name">{a.name}</span>{' '}
                    <span class="addr-item__mobile">{maskMobile(a.mobile)}</span>
                    {a.isDefault && <span class="addr-item__default">默认</span>}
                  </span>
                  <span class="addr-item__text">{fullAddress(a)}</span>
                </button>
                <div class="addr-item__actions">
                  <label class="addr-item__check">
                    <input
                      type="radio"
                      name="default-address"
                      checked={makeDefault.pending ? picked === a.id : a.isDefault}
                      disabled={makeDefault.pending}
                      onChange={() => {
                        setPicked(a.id);
                        makeDefault.submit(a);
                      }}
                    />
                    {/* an element, not a bare text: a kernel without flex gap spaces it with a margin */}
                    <span>{a.isDefault ? '默认地址' : '设为默认'}</span>
                  </label>
                  <button type="button" onClick={() => navigate(withQuery(PAGE.address, { id: String(a.id) }))}>
                    编辑
                  </button>
                  <button type="button" disabled={removal.pending} onClick={() => removal.submit(a)}>
                    删除
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <div class="places-bar">
        {/* a count only of a list that loaded: a failed load is not "0 saved" */}
        {addresses.data && (
          <p class="addr-list__count">
            已保存 {count} / {MAX_ADDRESSES} 个地址
          </p>
        )}
        <Button variant="primary" block onClick={add} disabled={addresses.status !== 'loaded'}>
          新增地址
        </Button>
      </div>
    </div>
  );
}
