import { jestPreset } from '../../jest.preset.js';

export default jestPreset(import.meta.dirname);
