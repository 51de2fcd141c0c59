// The notification email in every interface language: the notification's own message (already in the
// recipient's language) with a button to open it, and a footer saying why it came and where to stop it.
import type { CatalogueLanguage, ExtraLanguage, NotificationGroup, SupportedLanguage } from '@ascent/shared';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface NotificationEmailVars {
  group: NotificationGroup;
  message: string;
  note: string | null;
  /** Absolute link to the notification's target, when known. */
  url: string | null;
  /** Absolute link to /account/settings, when known. */
  settingsUrl: string | null;
  tenant: string;
}

interface Texts {
  subject: (tenant: string) => string;
  heading: string;
  action: string;
  groups: Record<NotificationGroup, string>;
  why: (group: string) => string;
  stop: string;
}

/** The nine interface languages, plus Indonesian and Japanese for users who read those catalogues. */
export const NOTIFICATION_EMAIL_TEXTS: Record<SupportedLanguage, Texts> & Partial<Record<ExtraLanguage, Texts>> = {
  en: {
    subject: (t) => `New notification from ${t}`,
    heading: 'You have a new notification',
    action: 'Open',
    groups: { appointment: 'appointments', message: 'messages', startupFileUpdate: 'startup file updates', programChange: 'programme changes' },
    why: (g) => `You receive this email because you asked to be emailed about ${g}.`,
    stop: 'You can change this in your account settings',
  },
  fr: {
    subject: (t) => `Nouvelle notification de ${t}`,
    heading: 'Vous avez une nouvelle notification',
    action: 'Ouvrir',
    groups: { appointment: 'les rendez-vous', message: 'les messages', startupFileUpdate: 'les mises à jour des fiches startup', programChange: 'les changements de programme' },
    why: (g) => `Vous recevez cet e-mail car vous avez demandé à être prévenu par e-mail pour ${g}.`,
    stop: 'Vous pouvez modifier ce choix dans les paramètres de votre compte',
  },
  es: {
    subject: (t) => `Nueva notificación de ${t}`,
    heading: 'Tienes una nueva notificación',
    action: 'Abrir',
    groups: { appointment: 'las citas', message: 'los mensajes', startupFileUpdate: 'las actualizaciones de la ficha de la startup', programChange: 'los cambios de programa' },
    why: (g) => `Recibes este correo porque pediste recibir correos sobre ${g}.`,
    stop: 'Puedes cambiarlo en la configuración de tu cuenta',
  },
  de: {
    subject: (t) => `Neue Benachrichtigung von ${t}`,
    heading: 'Sie haben eine neue Benachrichtigung',
    action: 'Öffnen',
    groups: { appointment: 'Termine', message: 'Nachrichten', startupFileUpdate: 'Änderungen an Startup-Akten', programChange: 'Programmänderungen' },
    why: (g) => `Sie erhalten diese E-Mail, weil Sie E-Mails zu folgendem Thema gewünscht haben: ${g}.`,
    stop: 'Sie können dies in Ihren Kontoeinstellungen ändern',
  },
  ar: {
    subject: (t) => `إشعار جديد من ${t}`,
    heading: 'لديك إشعار جديد',
    action: 'فتح',
    groups: { appointment: 'المواعيد', message: 'الرسائل', startupFileUpdate: 'تحديثات ملف الشركة الناشئة', programChange: 'تغييرات البرنامج' },
    why: (g) => `تصلك هذه الرسالة لأنك طلبت رسائل بريد إلكتروني حول ${g}.`,
    stop: 'يمكنك تغيير ذلك من إعدادات حسابك',
  },
  ko: {
    subject: (t) => `${t}의 새 알림`,
    heading: '새 알림이 있습니다',
    action: '열기',
    groups: { appointment: '일정', message: '메시지', startupFileUpdate: '스타트업 파일 업데이트', programChange: '프로그램 변경' },
    why: (g) => `${g} 관련 이메일 수신을 선택하셨기 때문에 이 이메일을 받으셨습니다.`,
    stop: '계정 설정에서 변경할 수 있습니다',
  },
  uk: {
    subject: (t) => `Нове сповіщення від ${t}`,
    heading: 'У вас нове сповіщення',
    action: 'Відкрити',
    groups: { appointment: 'зустрічі', message: 'повідомлення', startupFileUpdate: 'оновлення картки стартапу', programChange: 'зміни програми' },
    why: (g) => `Ви отримали цей лист, бо попросили надсилати листи про таке: ${g}.`,
    stop: 'Змінити це можна в налаштуваннях облікового запису',
  },
  pt: {
    subject: (t) => `Nova notificação de ${t}`,
    heading: 'Você tem uma nova notificação',
    action: 'Abrir',
    groups: { appointment: 'compromissos', message: 'mensagens', startupFileUpdate: 'atualizações da ficha da startup', programChange: 'mudanças de programa' },
    why: (g) => `Você recebe este e-mail porque pediu e-mails sobre ${g}.`,
    stop: 'Você pode mudar isso nas configurações da sua conta',
  },
  tr: {
    subject: (t) => `${t} kaynağından yeni bildirim`,
    heading: 'Yeni bir bildiriminiz var',
    action: 'Aç',
    groups: { appointment: 'randevular', message: 'mesajlar', startupFileUpdate: 'girişim dosyası güncellemeleri', programChange: 'program değişiklikleri' },
    why: (g) => `Bu e-postayı, şu konuda e-posta almak istediğiniz için alıyorsunuz: ${g}.`,
    stop: 'Bunu hesap ayarlarınızdan değiştirebilirsiniz',
  },
  id: {
    subject: (t) => `Notifikasi baru dari ${t}`,
    heading: 'Anda memiliki notifikasi baru',
    action: 'Buka',
    groups: { appointment: 'janji temu', message: 'pesan', startupFileUpdate: 'pembaruan berkas startup', programChange: 'perubahan program' },
    why: (g) => `Anda menerima email ini karena Anda meminta dikirimi email tentang ${g}.`,
    stop: 'Anda dapat mengubahnya di pengaturan akun Anda',
  },
  ja: {
    subject: (t) => `${t}からの新しい通知`,
    heading: '新しい通知があります',
    action: '開く',
    groups: { appointment: '予定', message: 'メッセージ', startupFileUpdate: 'スタートアップ情報の更新', programChange: 'プログラムの変更' },
    why: (g) => `${g}に関するメールの受信を希望されたため、このメールをお送りしています。`,
    stop: 'この設定はアカウント設定で変更できます',
  },
};

export function notificationEmail(language: CatalogueLanguage, v: NotificationEmailVars): EmailContent {
  const t = NOTIFICATION_EMAIL_TEXTS[language] ?? NOTIFICATION_EMAIL_TEXTS.en;
  return {
    subject: t.subject(v.tenant),
    heading: t.heading,
    paragraphs: [v.message, ...(v.note ? [`“${v.note}”`] : [])],
    ...(v.url ? { action: { label: t.action, url: v.url } } : {}),
    footer: `${t.why(t.groups[v.group])} ${t.stop}${v.settingsUrl ? `: ${v.settingsUrl}` : '.'}`,
  };
}
