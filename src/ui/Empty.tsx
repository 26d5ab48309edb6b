// What a page shows when there is nothing: a picture, a sentence, and what to do next.
import type { ComponentChildren } from 'preact';
import './Empty.css';

export interface EmptyProps {
  text?: ComponentChildren;
  /** an image URL; a neutral drawing when left out */
  image?: string;
  /** e.g. a <Button> to add the first item or to retry */
  children?: ComponentChildren;
}

export function Empty({ text = '暂无数据', image, children }: EmptyProps) {
  return (
    <div class="ui-empty">
      {image ? <img src={image} alt="" /> : <i aria-hidden="true" />}
      <p>{text}</p>
      {children}
    </div>
  );
}
