// A real download of a same-origin file or a data URL (outside WeChat, whose browser ignores it).

export function download(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** A file name for a download: the URL's own, or `fallback`. */
export const fileNameOf = (url: string, fallback: string) =>
  url.startsWith('data:') ? fallback : decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || fallback);
