import { describe, expect, it } from 'vitest';
import { browserSupport } from './browserSupport.ts';

const cases: [string, string, 'supported' | 'blocked'][] = [
  ['IE 11', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'blocked'],
  ['IE 10', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', 'blocked'],
  [
    'EdgeHTML 18',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    'blocked',
  ],
  [
    'Chrome 98',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36',
    'blocked',
  ],
  [
    'Chrome 99',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36',
    'supported',
  ],
  [
    'Chrome 131 Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'supported',
  ],
  [
    'Edge 98',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 Edg/98.0.1108.56',
    'blocked',
  ],
  [
    'Edge 120',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    'supported',
  ],
  [
    'Opera 84',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 OPR/84.0.4316.21',
    'blocked',
  ],
  [
    'Opera 85',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36 OPR/85.0.4341.18',
    'supported',
  ],
  ['Opera Presto', 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18', 'blocked'],
  ['Firefox 92', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:92.0) Gecko/20100101 Firefox/92.0', 'blocked'],
  ['Firefox 93', 'Mozilla/5.0 (X11; Linux x86_64; rv:93.0) Gecko/20100101 Firefox/93.0', 'supported'],
  [
    'Safari 14.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
    'blocked',
  ],
  [
    'Safari 15',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Safari/605.1.15',
    'supported',
  ],
  [
    'iOS 14 Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
    'blocked',
  ],
  [
    'iOS 15 Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
    'supported',
  ],
  // Chrome and Firefox on iOS are Safari underneath: their own version numbers do not count.
  [
    'iOS 14 Chrome 120',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    'blocked',
  ],
  [
    'iOS 16 Chrome 90',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/90.0.4430.78 Mobile/15E148 Safari/604.1',
    'supported',
  ],
  [
    'iOS 14 Firefox 120',
    'Mozilla/5.0 (iPad; CPU OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
    'blocked',
  ],
  [
    'iOS 17 Firefox 80',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/80.0 Mobile/15E148 Safari/605.1.15',
    'supported',
  ],
  // Samsung Internet: judged by the Chromium version it names.
  [
    'Samsung Internet 16 (Chromium 92)',
    'Mozilla/5.0 (Linux; Android 12; SM-S906N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/16.0 Chrome/92.0.4515.166 Mobile Safari/537.36',
    'blocked',
  ],
  [
    'Samsung Internet 23 (Chromium 115)',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'supported',
  ],
  ['unknown agent', 'curl/8.5.0', 'supported'],
  ['empty agent', '', 'supported'],
];

describe('browserSupport', () => {
  it.each(cases)('%s is %s', (_name, userAgent, expected) => {
    expect(browserSupport(userAgent)).toBe(expected);
  });
});
