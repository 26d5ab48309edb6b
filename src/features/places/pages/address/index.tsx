// 地址信息 (add, or edit with `?id=`): name, mobile, region from the cascade picker, detail, the
// default switch, and 定位 (选择位置's place gives the coordinates, the place shown by its name and
// address, and the region; when the region cannot be told from the place the picker opens to ask).
// The draft survives a reload; leaving with unsaved changes asks first.
import { useLocation } from 'preact-iso/router';
import { useEffect, useState } from 'react';
import { addressList, MAX_ADDRESSES, saveAddress } from '../../../../api/address';
import { ApiError } from '../../../../api/http';
import type { Address } from '../../../../api/types';
import { back, navigate } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { useLeaveGuard } from '../../leave/useLeaveGuard';
import { takePickedLocation } from '../../../../lib/map-point';
import { addressDetail, consignee } from '../../../../lib/validators/address';
import { mobile as mobileRule, mobileInput } from '../../../../lib/validators/phone';
import { regionOfPlace } from '../../region/match';
import { RegionPicker, regionText } from '../../region/RegionPicker';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { LoadState } from '../../../../ui/LoadState';
import { toast } from '../../../../ui/toast';
import { useForm, useFormValue } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { useResource } from '../../../../ui/useResource';
import { type AddressDraft, clearDraft, EMPTY_DRAFT, readDraft, sameDraft, saveDraft } from './draft';
import './address.css';

const fromAddress = (a: Address): AddressDraft => ({
  name: a.name,
  mobile: a.mobile,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
  lat: a.lat,
  lng: a.lng,
  place: a.place ?? null,
  isDefault: a.isDefault,
});

/** "阳光花园 · 人民路 12 号", as 选择位置 listed the place ('' when none was picked). */
const placeText = (p: AddressDraft['place']) => (p ? [p.name, p.address].filter(Boolean).join(' · ') : '');

export default function AddressPage() {
  const { query } = useLocation();
  const id = Number(query.id) > 0 ? Number(query.id) : null;
  // the saved address (edit) or an empty one (add); also tells whether the user may still add
  const saved = useResource(
    async () => {
      const page = await addressList({ pageNum: 1, pageSize: MAX_ADDRESSES });
      if (id === null)
        return { original: { ...EMPTY_DRAFT, isDefault: page.list.length === 0 }, full: page.total >= MAX_ADDRESSES };
      const a = page.list.find((x) => x.id === id);
      if (!a) throw new Error('地址不存在或已被删除');
      return { original: fromAddress(a), full: false };
    },
    [id],
    { fresh: true },
  );
  return (
    <LoadState resource={saved} failedText="地址加载失败">
      {(s) => <AddressForm id={id} original={s.original} full={s.full} />}
    </LoadState>
  );
}

function AddressForm({ id, original, full }: { id: number | null; original: AddressDraft; full: boolean }) {
  const [start] = useState(() => ({ ...original, ...readDraft(id) }));
  const form = useForm(
    { name: { validate: consignee }, mobile: { validate: mobileRule }, detail: { validate: addressDetail } },
    { name: start.name, mobile: start.mobile, detail: start.detail },
  );
  const [region, setRegion] = useState({ province: start.province, city: start.city, district: start.district });
  const [regionError, setRegionError] = useState('');
  const [coords, setCoords] = useState({ lat: start.lat, lng: start.lng, place: start.place });
  const [isDefault, setDefault] = useState(start.isDefault);
  const [picking, setPicking] = useState(false);

  // the typed fields are read where they are used, so a keystroke renders only its field
  const draftOf = (values: typeof form.values): AddressDraft => ({ ...values, ...region, ...coords, isDefault });
  const dirty = useFormValue(form, (values) => !sameDraft(draftOf(values), original));
  const located = coords.lat !== null && coords.lng !== null;
  const locatedDetail = useFormValue(form, (values) => (located && !placeText(coords.place) ? values.detail : ''));
  const release = useLeaveGuard(dirty, {
    title: '放弃修改',
    message: '地址还没有保存，确定离开吗？',
    confirmText: '离开',
    cancelText: '继续编辑',
  });
  const save = useSubmit(saveAddress, {
    done: async () => {
      clearDraft(id);
      toast('地址已保存', { type: 'success' });
      await release();
      back(PAGE.addressManagement);
    },
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      if (e.field === 'name' || e.field === 'mobile' || e.field === 'detail') form.setError(e.field, e.message);
      else if (e.field && ['province', 'city', 'district'].includes(e.field)) setRegionError(e.message);
    },
  });

  useEffect(
    () =>
      form.state.subscribe((values) => {
        const draft = draftOf(values);
        if (sameDraft(draft, original)) clearDraft(id);
        else saveDraft(id, draft);
      }),
    [region, coords, isDefault],
  );

  // back from 选择位置: its place gives the coordinates and the region; a region the place cannot
  // tell is asked for, so a place in one city is never saved under another's region
  useEffect(() => {
    const point = takePickedLocation();
    if (!point) return;
    setCoords({ lat: point.latitude, lng: point.longitude, place: { name: point.name, address: point.address } });
    const ask = () => {
      setRegionError('未能从所选位置确定所在地区，请选择');
      setPicking(true);
    };
    regionOfPlace(point).then((r) => {
      if (!r) return ask();
      setRegion(r);
      setRegionError('');
    }, ask);
    if (point.address && !form.values.detail) form.setValue('detail', point.address);
  }, []);

  async function locate() {
    await release();
    navigate(PAGE.chooseLocation);
  }

  const submit = form.handleSubmit(async (v) => {
    if (!region.district) {
      setRegionError('请选择所在地区');
      return;
    }
    if (id === null && full) {
      toast(`最多保存 ${MAX_ADDRESSES} 个地址，请删除不用的地址后再添加`);
      return;
    }
    const body = {
      ...(id === null ? {} : { id }),
      name: v.name.trim(),
      mobile: v.mobile.trim(),
      ...region,
      detail: v.detail.trim(),
      lat: coords.lat,
      lng: coords.lng,
      place: coords.place,
      isDefault,
    };
    await save.submit(body);
  });

  return (
    <form class="addr-form" onSubmit={submit} noValidate>
      <div class="addr-form__group">
        <Field label="收货人" autoComplete="name" maxLength={20} placeholder="请输入姓名" {...form.field('name')} />
        <Field label="手机号" {...mobileInput} placeholder="请输入手机号" {...form.field('mobile')} />
        <Field
          label="所在地区"
          name="region"
          readOnly
          clearable={false}
          value={regionText(region)}
          placeholder="省 / 市 / 区"
          error={regionError}
          onClick={() => setPicking(true)}
          suffix={
            <button type="button" class="addr-form__locate" onClick={locate}>
              定位
            </button>
          }
        />
        <Field
          label="详细地址"
          multiline
          maxLength={120}
          placeholder="街道、楼栋、门牌号"
          autoComplete="street-address"
          {...form.field('detail')}
        />
        {located && (
          <p class="addr-form__coords">
            已定位：{placeText(coords.place) || `${regionText(region)} ${locatedDetail}`.trim()}
          </p>
        )}
      </div>
      <label class="addr-form__switch">
        <span>设为默认地址</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isDefault}
          checked={isDefault}
          onChange={(e) => setDefault(e.currentTarget.checked)}
        />
      </label>
      <div class="addr-form__submit">
        <Button variant="primary" block type="submit" loading={save.pending} loadingText="保存中...">
          保存
        </Button>
      </div>
      <RegionPicker
        open={picking}
        value={region}
        onClose={() => setPicking(false)}
        onConfirm={(r) => {
          setRegion({ province: r.province, city: r.city, district: r.district });
          setRegionError('');
          setPicking(false);
        }}
      />
    </form>
  );
}
