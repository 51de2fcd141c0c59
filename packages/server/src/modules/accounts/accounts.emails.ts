// The texts of the accounts emails in every interface language. The layout (mail.layout.ts) adds the tenant's
// name, colour and support address and turns the text right to left for Arabic.
import type { CatalogueLanguage, ExtraLanguage, SupportedLanguage } from '@ascent/shared';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface AccountEmailVars {
  name: string;
  email: string;
  tenant: string;
  url: string;
}

interface Texts {
  subject: string;
  hello: (v: AccountEmailVars) => string;
  body: (v: AccountEmailVars) => string;
  validity: string;
  action: string;
  footer: string;
}

/** The nine interface languages, plus Indonesian and Japanese for users who read those catalogues. */
type Catalogue = Record<SupportedLanguage, Texts> & Partial<Record<ExtraLanguage, Texts>>;

const CONFIRMATION: Catalogue = {
  en: {
    subject: 'Confirm your email address',
    hello: (v) => `Hello ${v.name},`,
    body: (v) => `Please confirm that ${v.email} is your email address to finish setting up your ${v.tenant} account.`,
    validity: 'This link works for 7 days.',
    action: 'Confirm my email',
    footer: 'If you did not create an account, you can ignore this email.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    hello: (v) => `Bonjour ${v.name},`,
    body: (v) => `Veuillez confirmer que ${v.email} est bien votre adresse e-mail pour finaliser votre compte ${v.tenant}.`,
    validity: 'Ce lien est valable 7 jours.',
    action: 'Confirmer mon adresse e-mail',
    footer: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    hello: (v) => `Hola, ${v.name}:`,
    body: (v) => `Confirma que ${v.email} es tu dirección de correo electrónico para terminar de configurar tu cuenta de ${v.tenant}.`,
    validity: 'Este enlace es válido durante 7 días.',
    action: 'Confirmar mi correo',
    footer: 'Si no has creado una cuenta, puedes ignorar este correo.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    hello: (v) => `Hallo ${v.name},`,
    body: (v) => `Bitte bestätigen Sie, dass ${v.email} Ihre E-Mail-Adresse ist, um die Einrichtung Ihres Kontos bei ${v.tenant} abzuschließen.`,
    validity: 'Dieser Link ist 7 Tage lang gültig.',
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني',
    hello: (v) => `مرحبًا ${v.name}،`,
    body: (v) => `يُرجى تأكيد أن ${v.email} هو عنوان بريدك الإلكتروني لإكمال إعداد حسابك في ${v.tenant}.`,
    validity: 'هذا الرابط صالح لمدة 7 أيام.',
    action: 'تأكيد بريدي الإلكتروني',
    footer: 'إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
  },
  ko: {
    subject: '이메일 주소를 확인해 주세요',
    hello: (v) => `${v.name}님, 안녕하세요.`,
    body: (v) => `${v.tenant} 계정 설정을 마치려면 ${v.email}이(가) 본인의 이메일 주소인지 확인해 주세요.`,
    validity: '이 링크는 7일 동안 유효합니다.',
    action: '이메일 확인하기',
    footer: '계정을 만든 적이 없다면 이 이메일을 무시하셔도 됩니다.',
  },
  uk: {
    subject: 'Підтвердьте свою адресу електронної пошти',
    hello: (v) => `Вітаємо, ${v.name}!`,
    body: (v) => `Підтвердьте, що ${v.email} — це ваша адреса електронної пошти, щоб завершити налаштування облікового запису ${v.tenant}.`,
    validity: 'Посилання дійсне 7 днів.',
    action: 'Підтвердити адресу',
    footer: 'Якщо ви не створювали облікового запису, просто проігноруйте цей лист.',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail',
    hello: (v) => `Olá, ${v.name},`,
    body: (v) => `Confirme que ${v.email} é o seu endereço de e-mail para concluir a configuração da sua conta ${v.tenant}.`,
    validity: 'Este link é válido por 7 dias.',
    action: 'Confirmar meu e-mail',
    footer: 'Se você não criou uma conta, pode ignorar este e-mail.',
  },
  tr: {
    subject: 'E-posta adresinizi doğrulayın',
    hello: (v) => `Merhaba ${v.name},`,
    body: (v) => `${v.tenant} hesabınızın kurulumunu tamamlamak için ${v.email} adresinin size ait olduğunu doğrulayın.`,
    validity: 'Bu bağlantı 7 gün geçerlidir.',
    action: 'E-postamı doğrula',
    footer: 'Bir hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  id: {
    subject: 'Konfirmasi alamat email Anda',
    hello: (v) => `Halo ${v.name},`,
    body: (v) => `Konfirmasikan bahwa ${v.email} adalah alamat email Anda untuk menyelesaikan penyiapan akun ${v.tenant} Anda.`,
    validity: 'Tautan ini berlaku selama 7 hari.',
    action: 'Konfirmasi email saya',
    footer: 'Jika Anda tidak membuat akun, Anda dapat mengabaikan email ini.',
  },
  ja: {
    subject: 'メールアドレスの確認',
    hello: (v) => `${v.name}様`,
    body: (v) => `${v.tenant}のアカウント設定を完了するため、${v.email} があなたのメールアドレスであることを確認してください。`,
    validity: 'このリンクの有効期間は7日間です。',
    action: 'メールアドレスを確認する',
    footer: 'アカウントを作成した覚えがない場合は、このメールを無視してください。',
  },
};

const PASSWORD_RESET: Catalogue = {
  en: {
    subject: 'Reset your password',
    hello: (v) => `Hello ${v.name},`,
    body: (v) => `Someone asked to reset the password of your ${v.tenant} account. Choose a new password with the button below.`,
    validity: 'This link works once and expires in one hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    hello: (v) => `Bonjour ${v.name},`,
    body: (v) => `La réinitialisation du mot de passe de votre compte ${v.tenant} a été demandée. Choisissez un nouveau mot de passe avec le bouton ci-dessous.`,
    validity: "Ce lien ne fonctionne qu'une fois et expire dans une heure.",
    action: 'Choisir un nouveau mot de passe',
    footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  es: {
    subject: 'Restablece tu contraseña',
    hello: (v) => `Hola, ${v.name}:`,
    body: (v) => `Alguien ha pedido restablecer la contraseña de tu cuenta de ${v.tenant}. Elige una nueva contraseña con el botón de abajo.`,
    validity: 'Este enlace solo funciona una vez y caduca en una hora.',
    action: 'Elegir una nueva contraseña',
    footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    hello: (v) => `Hallo ${v.name},`,
    body: (v) => `Es wurde angefordert, das Passwort Ihres Kontos bei ${v.tenant} zurückzusetzen. Wählen Sie über die Schaltfläche unten ein neues Passwort.`,
    validity: 'Dieser Link funktioniert nur einmal und läuft in einer Stunde ab.',
    action: 'Neues Passwort wählen',
    footer: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  ar: {
    subject: 'أعد تعيين كلمة المرور',
    hello: (v) => `مرحبًا ${v.name}،`,
    body: (v) => `طلب شخص ما إعادة تعيين كلمة المرور لحسابك في ${v.tenant}. اختر كلمة مرور جديدة باستخدام الزر أدناه.`,
    validity: 'يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ساعة.',
    action: 'اختيار كلمة مرور جديدة',
    footer: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
  ko: {
    subject: '비밀번호를 재설정하세요',
    hello: (v) => `${v.name}님, 안녕하세요.`,
    body: (v) => `${v.tenant} 계정의 비밀번호 재설정이 요청되었습니다. 아래 버튼을 눌러 새 비밀번호를 설정하세요.`,
    validity: '이 링크는 한 번만 사용할 수 있으며 1시간 후에 만료됩니다.',
    action: '새 비밀번호 설정하기',
    footer: '직접 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  uk: {
    subject: 'Скиньте свій пароль',
    hello: (v) => `Вітаємо, ${v.name}!`,
    body: (v) => `Надійшов запит на скидання пароля вашого облікового запису ${v.tenant}. Оберіть новий пароль за допомогою кнопки нижче.`,
    validity: 'Посилання можна використати лише один раз, і воно діє одну годину.',
    action: 'Обрати новий пароль',
    footer: 'Якщо ви цього не запитували, проігноруйте лист: ваш пароль не зміниться.',
  },
  pt: {
    subject: 'Redefina a sua senha',
    hello: (v) => `Olá, ${v.name},`,
    body: (v) => `Alguém pediu para redefinir a senha da sua conta ${v.tenant}. Escolha uma nova senha com o botão abaixo.`,
    validity: 'Este link funciona uma única vez e expira em uma hora.',
    action: 'Escolher uma nova senha',
    footer: 'Se você não fez esse pedido, ignore este e-mail: a sua senha continua a mesma.',
  },
  tr: {
    subject: 'Parolanızı sıfırlayın',
    hello: (v) => `Merhaba ${v.name},`,
    body: (v) => `${v.tenant} hesabınızın parolasının sıfırlanması istendi. Aşağıdaki düğmeyle yeni bir parola seçin.`,
    validity: 'Bu bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
    action: 'Yeni parola seç',
    footer: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın: parolanız değişmez.',
  },
  id: {
    subject: 'Atur ulang kata sandi Anda',
    hello: (v) => `Halo ${v.name},`,
    body: (v) => `Seseorang meminta pengaturan ulang kata sandi akun ${v.tenant} Anda. Pilih kata sandi baru dengan tombol di bawah.`,
    validity: 'Tautan ini hanya berfungsi sekali dan kedaluwarsa dalam satu jam.',
    action: 'Pilih kata sandi baru',
    footer: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
  },
  ja: {
    subject: 'パスワードの再設定',
    hello: (v) => `${v.name}様`,
    body: (v) => `${v.tenant}のアカウントのパスワード再設定が依頼されました。下のボタンから新しいパスワードを設定してください。`,
    validity: 'このリンクは1回だけ使用でき、1時間で期限切れになります。',
    action: '新しいパスワードを設定する',
    footer: '心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
};

function compose(texts: Texts, v: AccountEmailVars): EmailContent {
  return {
    subject: texts.subject,
    heading: texts.subject,
    paragraphs: [texts.hello(v), texts.body(v), texts.validity],
    action: { label: texts.action, url: v.url },
    footer: texts.footer,
  };
}

export const confirmationEmail = (language: CatalogueLanguage, v: AccountEmailVars): EmailContent => compose(CONFIRMATION[language] ?? CONFIRMATION.en, v);
export const passwordResetEmail = (language: CatalogueLanguage, v: AccountEmailVars): EmailContent => compose(PASSWORD_RESET[language] ?? PASSWORD_RESET.en, v);

/** Every language's texts, for the test that none is missing or left in English. */
export const ACCOUNT_EMAIL_TEXTS = { confirmation: CONFIRMATION, passwordReset: PASSWORD_RESET };
