// The SMTP server of the platform's mail specs, for the HTTP specs and crash tests too.
export { SmtpSink, type Delivered } from '@rostra/platform/mail/testing/smtp-sink';
