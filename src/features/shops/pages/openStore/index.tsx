// 开店申请: store name, contact and mobile, address (region + detail), position, 1 to 9 photos and
// the business licence, the agreement; one application per intent (Idempotency-Key). The draft,
// uploaded URLs included, survives a reload and a 401 round trip.
import { useEffect, useState } from 'react';
import { applyStore, type StoreApplyBody } from '../../../../api/store';
import { ApiError } from '../../../../api/http';
import type { Store } from '../../../../api/types';
import { mobile as mobileRule, mobileInput } from '../../../../lib/validators/phone';
import { required } from '../../../../lib/validators/required';
import { PAGE } from '../../../../app/paths';
import { withQuery } from '../../../../app/navigation';
import { fullAddress, RegionPicker, regionOfPlace, regionText, takePickedAddress } from '../../../places';
import { type MapPoint, takePickedLocation } from '../../../../lib/map-point';
import { StorePhotos, photoProblems } from '../../StorePhotos';
import { Field } from '../../../../ui/Field';
import { Button } from '../../../../ui/Button';
import { useErrorReveal } from '../../../../ui/useErrorReveal';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { clearDraft, readDraft, saveDraft, type OpenStoreDraft } from './draft';
import { PlaceField } from './PlaceField';
import { Applied } from './Applied';
import './openStore.css';

type Problems = Partial<Record<'region' | 'photos' | 'license' | 'agreed' | 'form', string>>;
// the store's name and who answers for it: each field's words and its check
const TEXT_INPUTS = {
  name: {
    validate: required('门店名称'),
    label: '门店名称',
    maxLength: 30,
    autoComplete: 'organization',
    placeholder: '如：洁衣坊·文三路店',
  },
  contact: {
    validate: required('联系人'),
    label: '联系人',
    maxLength: 20,
    autoComplete: 'name',
    placeholder: '门店负责人姓名',
  },
  mobile: { validate: mobileRule, label: '联系电话', ...mobileInput, placeholder: '11位手机号' },
} as const;
const TEXT_FIELDS = Object.keys(TEXT_INPUTS) as (keyof typeof TEXT_INPUTS)[];

/**
 * 选择位置's answer, when the user comes back from it, replaces the draft's position (and fills an
 * empty detail; its region follows once looked up); an address chosen on 地址管理 fills the region
 * and detail (and the contact and mobile when still empty).
 */
function initialDraft(picked: MapPoint | null): OpenStoreDraft {
  const draft = readDraft();
  if (picked) {
    draft.place = { lat: picked.latitude, lng: picked.longitude, label: picked.name, address: picked.address };
    draft.detail ||= picked.address;
  }
  const address = takePickedAddress();
  if (address) {
    draft.region = { province: address.province, city: address.city, district: address.district };
    draft.detail = address.detail;
    draft.contact ||= address.name;
    draft.mobile ||= address.mobile;
    if (address.lat != null && address.lng != null)
      draft.place = { lat: address.lat, lng: address.lng, label: fullAddress(address) };
  }
  return draft;
}

export default function OpenStorePage() {
  const [picked] = useState(takePickedLocation);
  const [draft, setDraft] = useState(() => initialDraft(picked));
  const [regionOpen, setRegionOpen] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [applied, setApplied] = useState<Store | null>(null);
  // the draft seeds the fields the form has (useForm reads only those)
  const form = useForm<keyof typeof TEXT_INPUTS | 'detail'>(
    { ...TEXT_INPUTS, detail: { validate: required('详细地址') } },
    draft,
  );
  const errors = useErrorReveal<HTMLFormElement>();
  const patch = (p: Partial<OpenStoreDraft>) => setDraft((d) => ({ ...d, ...p }));
  const problem = (p: Problems) => setProblems((x) => ({ ...x, ...p }));

  const apply = useSubmit(applyStore, {
    // on disk before the request: a reload or a 401 mid-way retries with the same key
    keep: {
      read: () => draft.intent,
      write: (intent) => {
        saveDraft({ ...draft, ...form.values, intent });
        patch({ intent });
      },
    },
    done: (store) => {
      clearDraft();
      setApplied(store);
    },
    shownFields: [...TEXT_FIELDS, 'address', 'photos', 'licenseUrl'],
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      errors.reveal();
      const field = e.code === 409 ? 'name' : e.field;
      if (TEXT_FIELDS.includes(field as (typeof TEXT_FIELDS)[number])) form.setError(field as 'name', e.message);
      else if (field === 'address') form.setError('detail', e.message);
      else if (field === 'photos') problem({ photos: e.message });
      else if (field === 'licenseUrl') problem({ license: e.message });
      else problem({ form: e.message });
    },
  });

  useEffect(
    () => (applied ? undefined : form.state.subscribe((values) => saveDraft({ ...draft, ...values }))),
    [draft, applied],
  );

  // the picked place's region, so a store in one city is never filed under another's region
  useEffect(() => {
    if (!picked) return;
    const ask = () => {
      problem({ region: '未能从所选位置确定所在地区，请选择' });
      setRegionOpen(true);
    };
    regionOfPlace(picked).then((region) => {
      if (!region) return ask();
      patch({ region });
      problem({ region: undefined });
    }, ask);
  }, []);

  // one round: every missing field, the region, photos, licence and agreement are flagged together,
  // and the first of them is brought into view
  async function submit(e: Event) {
    e.preventDefault();
    const fieldsPass = form.validate();
    const found: Problems = {
      region: draft.region.district ? undefined : '请选择省市区',
      ...photoProblems(draft.photos, draft.licenseUrl),
      agreed: draft.agreed ? undefined : '请阅读并同意《合伙人服务协议》',
    };
    setProblems(found);
    if (!fieldsPass || Object.values(found).some(Boolean)) return errors.reveal();
    const v = form.values;
    const region = regionText(draft.region);
    const body: StoreApplyBody = {
      name: v.name.trim(),
      address: `${region.replace(/ /g, '')}${v.detail.trim()}`,
      lat: draft.place?.lat ?? null,
      lng: draft.place?.lng ?? null,
      contact: v.contact.trim(),
      mobile: v.mobile.trim(),
      photos: draft.photos,
      licenseUrl: draft.licenseUrl,
    };
    await apply.submit(body);
  }

  if (applied) return <Applied store={applied} />;
  return (
    <form ref={errors.ref} class="open-store" onSubmit={submit} noValidate>
      <div class="open-store__group">
        {TEXT_FIELDS.map((name) => (
          <Field key={name} {...TEXT_INPUTS[name]} {...form.field(name)} />
        ))}
      </div>
      <div class="open-store__group">
        <Field
          label="所在地区"
          name="region"
          readOnly
          clearable={false}
          value={regionText(draft.region)}
          placeholder="请选择省 / 市 / 区"
          error={problems.region}
          onClick={() => setRegionOpen(true)}
          suffix={<i class="open-store__arrow" aria-hidden="true" />}
        />
        <Field
          label="详细地址"
          maxLength={80}
          autoComplete="street-address"
          placeholder="街道、门牌号"
          {...form.field('detail')}
        />
        <a class="open-store__pick" href={`#${withQuery(PAGE.addressManagement, { select: '1' })}`}>
          从地址管理选择
        </a>
        <PlaceField place={draft.place} />
      </div>
      <StorePhotos
        photos={draft.photos}
        licenseUrl={draft.licenseUrl}
        onPhotos={(photos) => {
          patch({ photos });
          problem({ photos: undefined });
        }}
        onLicense={(licenseUrl) => {
          patch({ licenseUrl });
          problem({ license: undefined });
        }}
        photosError={problems.photos}
        licenseError={problems.license}
      />
      <div class="open-store__agreement">
        <label>
          <input
            type="checkbox"
            checked={draft.agreed}
            onChange={(e) => {
              patch({ agreed: e.currentTarget.checked });
              problem({ agreed: undefined });
            }}
          />
          {/* an element, not a bare text: a kernel without flex gap spaces it with a margin */}
          <span>我已阅读并同意</span>
        </label>
        <a href={`#${PAGE.agreement}?name=agreement`}>《合伙人服务协议》</a>
        {problems.agreed && (
          <p class="open-store__error" role="alert">
            {problems.agreed}
          </p>
        )}
      </div>
      {problems.form && (
        <p class="store-page__problem" role="alert">
          {problems.form}
        </p>
      )}
      <div class="open-store__actions">
        <Button type="submit" variant="primary" block loading={apply.pending} loadingText="提交中...">
          提交申请
        </Button>
      </div>
      <RegionPicker
        open={regionOpen}
        value={draft.region}
        onConfirm={(r) => {
          patch({ region: { province: r.province, city: r.city, district: r.district } });
          problem({ region: undefined });
          setRegionOpen(false);
        }}
        onClose={() => setRegionOpen(false)}
      />
    </form>
  );
}
