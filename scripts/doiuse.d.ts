// The part of doiuse (which ships no types) that css-baseline.check.ts uses.
declare module 'doiuse' {
  import type { Node, PluginCreator } from 'postcss';

  export interface FeatureUsage {
    /** caniuse's id of the feature, e.g. 'flexbox-gap' */
    feature: string;
    /** the supported browsers that lack it, or have it only in part, as caniuse's names and versions */
    featureData: { missing: string; partial: string };
    /** the node that uses it */
    usage: Node;
  }

  const doiuse: PluginCreator<{ browsers: string[]; onFeatureUsage: (usage: FeatureUsage) => void }>;
  export default doiuse;
}
