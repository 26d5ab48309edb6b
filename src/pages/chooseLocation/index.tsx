// 选择位置: the phone's position (WeChat's when its SDK is configured, else the browser's) with
// its accuracy, or coordinates typed by hand; 确定 hands { latitude, longitude, name, address }
// back to the page that opened it. No map tiles are loaded.
import { useState } from 'react';
import { back } from '../../app/navigation';
import { PAGE } from '../../app/paths';
import { formatCoordinates, leavePickedLocation, validLatitude, validLongitude } from '../../location/point';
import { currentPosition, locationMessage, type Position } from '../../location/position';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useForm } from '../../ui/useForm';
import './chooseLocation.css';

const coordinate = (label: string, valid: (n: number) => boolean, range: string) => (v: string) => {
  const s = v.trim();
  if (!s) return `请输入${label}`;
  return /^-?\d+(\.\d+)?$/.test(s) && valid(Number(s)) ? null : `${label}应为 ${range} 之间的数字`;
};

export default function ChooseLocationPage() {
  const [position, setPosition] = useState<Position | null>(null);
  const [problem, setProblem] = useState('');
  const [locating, setLocating] = useState(false);
  const form = useForm({
    latitude: { validate: coordinate('纬度', validLatitude, '-90 到 90') },
    longitude: { validate: coordinate('经度', validLongitude, '-180 到 180') },
    name: {},
    address: {},
  });

  async function locate() {
    setLocating(true);
    setProblem('');
    try {
      const p = await currentPosition();
      setPosition(p);
      form.setValues({ latitude: p.latitude.toFixed(6), longitude: p.longitude.toFixed(6) });
      form.setError('latitude', null);
      form.setError('longitude', null);
    } catch (e) {
      setProblem(locationMessage(e));
    } finally {
      setLocating(false);
    }
  }

  const submit = form.handleSubmit((v) => {
    leavePickedLocation({
      latitude: Number(v.latitude.trim()),
      longitude: Number(v.longitude.trim()),
      name: v.name.trim(),
      address: v.address.trim(),
    });
    back(PAGE.home);
  });

  return (
    <form class="choose-loc" onSubmit={submit} noValidate>
      <section class="choose-loc__here" aria-live="polite">
        <Button variant="primary" block onClick={locate} loading={locating} loadingText="正在定位...">
          使用当前位置
        </Button>
        {position && (
          <p class="choose-loc__fix">
            当前位置 {formatCoordinates(position)}
            {position.accuracy !== null && <span>（精度约 {Math.round(position.accuracy)} 米）</span>}
          </p>
        )}
        {problem && (
          <p class="choose-loc__problem" role="alert">
            {problem}
          </p>
        )}
      </section>
      <h2 class="choose-loc__title">位置信息（可手动填写）</h2>
      <div class="choose-loc__group">
        <Field label="纬度" inputMode="decimal" placeholder="如 22.543100" {...form.field('latitude')} />
        <Field label="经度" inputMode="decimal" placeholder="如 114.057900" {...form.field('longitude')} />
        <Field label="名称" maxLength={50} placeholder="如 科技园店（选填）" {...form.field('name')} />
        <Field
          label="地址"
          maxLength={120}
          autoComplete="street-address"
          placeholder="如 广东省深圳市南山区科技园（选填）"
          {...form.field('address')}
        />
      </div>
      <div class="choose-loc__submit">
        <Button variant="primary" block type="submit">
          确定
        </Button>
      </div>
    </form>
  );
}
