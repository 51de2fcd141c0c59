// The categorisation questions (spec 02 §3) and their labels in the nine languages. The server answers
// `categorizationQuestions` in the caller's language from this table (English as the fallback).

import { normalizeLanguage, type SupportedLanguage } from './i18n.ts';
import { CATEGORIZATION_ANSWER_KEYS, type CategorizationAnswerKey } from './metrics.ts';

export const CATEGORIZATION_QUESTION_LABELS: Readonly<
  Record<CategorizationAnswerKey, Readonly<Record<SupportedLanguage, string>>>
> = {
  HasFreeUsers: {
    en: 'Do you have free users?',
    fr: 'Avez-vous des utilisateurs gratuits ?',
    es: '¿Tiene usuarios gratuitos?',
    de: 'Haben Sie kostenlose Nutzer?',
    ar: 'هل لديكم مستخدمون مجانيون؟',
    ko: '무료 사용자가 있습니까?',
    uk: 'Чи маєте ви безкоштовних користувачів?',
    pt: 'Tem utilizadores gratuitos?',
    tr: 'Ücretsiz kullanıcılarınız var mı?',
  },
  IsGeneratingSales: {
    en: 'Are you generating sales?',
    fr: 'Réalisez-vous des ventes ?',
    es: '¿Está generando ventas?',
    de: 'Erzielen Sie Umsätze?',
    ar: 'هل تحققون مبيعات؟',
    ko: '매출이 발생하고 있습니까?',
    uk: 'Чи маєте ви продажі?',
    pt: 'Está a gerar vendas?',
    tr: 'Satış yapıyor musunuz?',
  },
  RecurringRevenueModel: {
    en: 'Do you have a recurring revenue model?',
    fr: 'Avez-vous un modèle de revenus récurrents ?',
    es: '¿Tiene un modelo de ingresos recurrentes?',
    de: 'Haben Sie ein Modell mit wiederkehrenden Einnahmen?',
    ar: 'هل لديكم نموذج إيرادات متكررة؟',
    ko: '반복 수익 모델이 있습니까?',
    uk: 'Чи маєте ви модель регулярного доходу?',
    pt: 'Tem um modelo de receita recorrente?',
    tr: 'Yinelenen gelir modeliniz var mı?',
  },
  ServiceIsLive: {
    en: 'Is your product or service live?',
    fr: 'Votre produit ou service est-il en ligne ?',
    es: '¿Su producto o servicio está en funcionamiento?',
    de: 'Ist Ihr Produkt oder Ihre Dienstleistung live?',
    ar: 'هل منتجكم أو خدمتكم متاحة للعملاء؟',
    ko: '제품이나 서비스가 출시되었습니까?',
    uk: 'Чи працює ваш продукт або сервіс?',
    pt: 'O seu produto ou serviço já está disponível?',
    tr: 'Ürününüz veya hizmetiniz yayında mı?',
  },
};

/** The questions in order with their labels in `language` (English when the language is not one of the nine). */
export function categorizationQuestionList(
  language: string | null | undefined,
): { key: CategorizationAnswerKey; label: string }[] {
  const lang = normalizeLanguage(language) ?? 'en';
  return CATEGORIZATION_ANSWER_KEYS.map((key) => ({ key, label: CATEGORIZATION_QUESTION_LABELS[key][lang] }));
}
