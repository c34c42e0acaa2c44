import { test } from '@playwright/test';
test('dbg', async ({ baseURL }, info) => { console.log('baseURL=', baseURL, JSON.stringify(info.project.use)); });
