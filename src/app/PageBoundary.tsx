// Catches a page that throws while rendering, so one broken page shows a way out instead of a
// blank screen.
import { Component, type ComponentChildren } from 'preact';
import { PAGE } from './paths';

interface Props {
  children: ComponentChildren;
  resetKey: string;
}
interface State {
  error: Error | null;
  key: string;
}

export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, key: '' };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // a new page (or a relaunch) gets a fresh chance
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    console.error(error);
    this.setState({ error });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div class="app-message" role="alert">
        <p class="app-message__title">页面出错了</p>
        <p class="app-message__text">请返回首页后重试，如多次出现请通过问题反馈告诉我们。</p>
        <a class="app-message__action" href={`#${PAGE.home}`}>
          返回首页
        </a>
      </div>
    );
  }
}
