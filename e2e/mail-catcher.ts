// The SMTP capture of the server's integration tests, for browser journeys that follow a link from an email.
export {
  startMailCatcher,
  linkIn,
  decodeHeader,
  type CaughtMail,
  type MailCatcher,
} from '../packages/server/test/mail-catcher.ts';
