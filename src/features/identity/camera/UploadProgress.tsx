// A recorded clip on its way up: the percentage sent, then what happens while the server decides.
import './recorder.css';

export function UploadProgress({ fraction, checking }: { fraction: number; checking: string }) {
  const percent = Math.min(100, Math.round(fraction * 100));
  return (
    <div class="upload-progress">
      <p class="upload-progress__text">{percent < 100 ? `视频上传中 ${percent}%` : checking}</p>
      <div
        class="upload-progress__bar"
        role="progressbar"
        aria-label="上传进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <i style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
