// The dev builds' answer check: an answer that breaks the contract is told once, naming the route
// and the field; one that keeps it, or an error envelope, says nothing; and only dev builds have it.
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appBuildOptions } from '../../../scripts/build/index';
import { checkAnswer } from '../../../src/api/contract/answer-check';

const WALLET = {
  balanceFen: 100,
  withdrawableFen: 100,
  frozenFen: 0,
  totalProfitFen: 0,
  todayProfitFen: 0,
  monthProfitFen: 0,
};
const ok = (data: unknown) => ({ code: 0, message: 'ok', data });

function warnings(run: () => void): string[] {
  const told: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => told.push(line);
  try {
    run();
  } finally {
    console.warn = warn;
  }
  return told;
}

test('an answer that keeps the contract, or an error envelope, says nothing', () => {
  const told = warnings(() => {
    checkAnswer('GET', '/api/userWallet/userWalletH5', ok(WALLET));
    checkAnswer('GET', '/api/userWallet/userWalletH5', {
      code: 401,
      message: '登录状态已过期，请重新登录',
      data: null,
    });
    checkAnswer('POST', '/api/address/deleteH5', ok(null));
  });
  assert.equal(told, []);
});

test('a field of the wrong type is told once, with the route and the field', () => {
  const wrong = ok({ ...WALLET, frozenFen: '0' });
  const told = warnings(() => {
    checkAnswer('GET', '/api/userWallet/userWalletH5', wrong);
    checkAnswer('GET', '/api/userWallet/userWalletH5', wrong);
  });
  assert.is(told.length, 1);
  assert.match(told[0], 'GET /api/userWallet/userWalletH5');
  assert.match(told[0], 'data.frozenFen');
});

test('a status outside its enum and a route outside the contract are told', () => {
  const told = warnings(() => {
    checkAnswer('POST', '/api/store/listH5', ok({ list: [{ status: 9 }], total: 1, pageNum: 1, pageSize: 10 }));
    checkAnswer('GET', '/api/not/inTheContract', ok(null));
  });
  assert.is(told.length, 2);
  assert.match(told[0], 'data.list[0]');
  assert.match(told[1], '/api/not/inTheContract');
});

/** Every output file's text of a build of the app. */
async function built(dev: boolean): Promise<string> {
  const options = await appBuildOptions({ dev, outdir: 'out-not-written' });
  const result = await esbuild.build({ ...options, write: false, logLevel: 'silent' });
  return result.outputFiles.map((f) => f.text).join('\n');
}

test('dev builds carry the check and the schemas; the deployable build neither', async () => {
  assert.match(await built(true), '不符合接口契约');
  const deploy = await built(false);
  assert.not.match(deploy, '不符合接口契约');
  assert.not.match(deploy, 'Expected union value', 'no TypeBox');
});

test.run();
