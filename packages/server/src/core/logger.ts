import { pino, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
      censor: '[redacted]',
    },
  };
}

export const createLogger = (config: Pick<Config, 'LOG_LEVEL'>) => pino(loggerOptions(config));
