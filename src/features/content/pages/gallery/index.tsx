// 开发者页面 /#/dev/ui (dev builds only): every kit component in its states, to look at them on
// a phone and for the browser test that checks sizes and overflow at 375 px.
import { Basics } from './Basics';
import { Forms } from './Forms';
import { Layers } from './Layers';
import { Lists } from './Lists';
import './dev-ui.css';

export default function GalleryPage() {
  return (
    <div class="gallery">
      <Basics />
      <Forms />
      <Layers />
      <Lists />
    </div>
  );
}
