// 选择位置's fallback when the phone cannot say where it is (or the place is not listed):
// coordinates and a name typed by hand, checked before they are handed back.
import type { MapPoint } from '../../../../lib/map-point';
import { validLatitude, validLongitude } from '../../../../lib/map-point';
import { Button } from '../../../../ui/Button';
import { Field, type FieldProps } from '../../../../ui/Field';
import { useErrorReveal } from '../../../../ui/useErrorReveal';
import { type FieldValidator, useForm } from '../../../../ui/useForm';

const coordinate = (label: string, valid: (n: number) => boolean, range: string) => (v: string) => {
  const s = v.trim();
  if (!s) return `请输入${label}`;
  return /^-?\d+(\.\d+)?$/.test(s) && valid(Number(s)) ? null : `${label}应为 ${range} 之间的数字`;
};

type Name = 'name' | 'address' | 'latitude' | 'longitude';
// the point's fields in their order: each one's words and check
const INPUTS: Record<Name, Omit<FieldProps, 'value'> & { validate?: FieldValidator<Name> }> = {
  name: { label: '名称', maxLength: 50, placeholder: '如 科技园店（选填）' },
  address: {
    label: '地址',
    maxLength: 120,
    autoComplete: 'street-address',
    placeholder: '如 广东省深圳市南山区科技园（选填）',
  },
  latitude: {
    validate: coordinate('纬度', validLatitude, '-90 到 90'),
    label: '纬度',
    inputMode: 'decimal',
    placeholder: '如 22.543100',
  },
  longitude: {
    validate: coordinate('经度', validLongitude, '-180 到 180'),
    label: '经度',
    inputMode: 'decimal',
    placeholder: '如 114.057900',
  },
};
const FIELDS = Object.keys(INPUTS) as Name[];

export function ManualPoint({ onDone }: { onDone: (point: MapPoint) => void }) {
  const form = useForm(INPUTS);
  const errors = useErrorReveal<HTMLFormElement>();
  // a wrong coordinate is brought into view above the fixed 确定 bar
  const submit = (e: Event) => {
    e.preventDefault();
    if (!form.validate()) return errors.reveal();
    const v = form.values;
    onDone({
      latitude: Number(v.latitude.trim()),
      longitude: Number(v.longitude.trim()),
      name: v.name.trim(),
      address: v.address.trim(),
    });
  };
  return (
    <form ref={errors.ref} class="choose-loc__manual-form" onSubmit={submit} noValidate>
      {FIELDS.map((name) => (
        <Field key={name} {...INPUTS[name]} {...form.field(name)} />
      ))}
      <div class="choose-loc__manual-submit">
        <Button block type="submit">
          使用填写的位置
        </Button>
      </div>
    </form>
  );
}
