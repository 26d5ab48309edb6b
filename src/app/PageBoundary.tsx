// Catches a page that throws while rendering, so one broken page says so (and is reported)
// instead of leaving a blank screen; its retry renders the page again, from a fresh mount.
// 页面出错了, the report and the console's line come with the chunk that says what failed
// (chunk-failure.ts), not in the first load: a page that threw has its scripts, so only the
// network can keep that chunk away, and then 页面加载失败 says so (the reporter could not come
// either). Until it comes, nothing shows in the page's place.
import { Component, type ComponentChildren, Fragment } from 'preact';
import type { PageComponent } from './landing-routes';
import { afterFailure } from './lazy-page';

interface Props {
  children: ComponentChildren;
  resetKey: string;
}
interface State {
  error: unknown;
  key: string;
  /** how many times the page was rendered again (its subtree's key: a retry mounts it afresh) */
  tries: number;
  /** what shows in place of the page that threw, once its chunk came */
  failed?: PageComponent;
}

export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, key: '', tries: 0 };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // a new page (or a relaunch) gets a fresh chance
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    this.setState({ error });
    afterFailure((m) => m.pageThrew(error)).then((failed) => this.setState({ failed }));
  }

  render() {
    const { error, tries, failed: Failed } = this.state;
    if (!error) return <Fragment key={tries}>{this.props.children}</Fragment>;
    return Failed && <Failed retry={() => this.setState({ error: null, tries: tries + 1 })} />;
  }
}
