/**
 * The demo's billing sample case (scripts/seed-demo-billing.ts), in a module of its own with no imports, so the browser
 * tests can tell it apart from the demo individual's first sample case without loading the server.
 */
export const DEMO_BILLING_CASE = {
  titleAr: "قضية تجريبية: مستحقات نهاية الخدمة لدى صاحب العمل",
  titleEn: "Sample case: end-of-service gratuity owed by the employer",
  serviceArea: "employment",
  court: "labour_disputes_committees",
  description: "قضية تجريبية: انتهت علاقة العمل بعد ست سنوات ولم يُدفع للموظف مستحق نهاية الخدمة. (بيانات تجريبية)",
  milestones: [
    { titleAr: "دراسة عقد العمل وحساب المستحقات", titleEn: "Review of the employment contract and the sums owed", feeQar: 2000 },
    { titleAr: "تقديم الشكوى أمام لجنة فض المنازعات العمالية", titleEn: "Filing before the Labour Disputes Committee", feeQar: 3500 },
    { titleAr: "المتابعة حتى صدور القرار", titleEn: "Following the case until the decision", feeQar: 4000 },
  ],
} as const;
