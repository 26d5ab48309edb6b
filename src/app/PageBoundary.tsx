// Catches a page that throws while rendering, so one broken page says so (and is reported)
// instead of leaving a blank screen; its retry renders the page again, from a fresh mount.
import { Component, type ComponentChildren, Fragment } from 'preact';
import { PageFailed } from './fallback-pages';
import { reportFieldError } from './field-errors/report-error';

interface Props {
  children: ComponentChildren;
  resetKey: string;
}
interface State {
  error: unknown;
  key: string;
  /** how many times the page was rendered again (its subtree's key: a retry mounts it afresh) */
  tries: number;
}

export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, key: '', tries: 0 };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // a new page (or a relaunch) gets a fresh chance
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    reportFieldError('render', error);
    this.setState({ error });
  }

  render() {
    const { error, tries } = this.state;
    if (error) return <PageFailed retry={() => this.setState({ error: null, tries: tries + 1 })} />;
    return <Fragment key={tries}>{this.props.children}</Fragment>;
  }
}
