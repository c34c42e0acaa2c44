import base from '../playwright.config';
export default { ...base, testDir: '.', webServer: undefined, workers: 2 };
