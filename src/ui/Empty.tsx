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
      {image ? <img class="ui-empty__image" src={image} alt="" /> : <i class="ui-empty__image ui-empty__box" aria-hidden="true" />}
      <p class="ui-empty__text">{text}</p>
      {children}
    </div>
  );
}
