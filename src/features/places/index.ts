// places: addresses (地址管理, 地址信息, address/ hands a picked address back), the region picker and
// its area cache (region/), 选择位置 / 查看位置 and the phone's position (location/). The map point
// itself is src/lib/map-point.ts (the mock keeps its rules too). Other features reach places only
// through this file.
export { fullAddress, takePickedAddress } from './address/pick';
export type { RegionNames } from './region/areas';
export { RegionPicker, regionText } from './region/RegionPicker';
export { regionOfPlace } from './region/match';
