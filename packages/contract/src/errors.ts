import type { Language } from "./catalogue";

/**
 * Every message of SPEC.md section 8 (and the server's field messages, worded as Django REST
 * framework words them), under a stable code, in English with Arabic beside it. The API answers
 * with these; the web app shows them. Texts are the product's own, typos included.
 */
export const MESSAGES = {
  // Session and token
  sessionExpired: {
    en: "Session expired, please login again",
    ar: "انتهت الجلسة، من فضلك سجّل الدخول مرة أخرى",
  },
  refreshFailed: { en: "Failed to get access token", ar: "تعذّر تجديد الجلسة، حاول مرة أخرى" },
  userMatchingNotFound: { en: "User matching query does not exist.", ar: "هذا المستخدم غير موجود" },
  userNotFound: { en: "User not found", ar: "هذا الحساب لم يعد موجودًا" },
  tokenInvalid: { en: "Token is invalid or expired", ar: "الرمز غير صالح أو منتهي الصلاحية" },
  notAuthenticated: {
    en: "Authentication credentials were not provided.",
    ar: "يجب تسجيل الدخول للقيام بهذا الإجراء",
  },
  forbidden: {
    en: "You do not have permission to perform this action.",
    ar: "ليس لديك صلاحية للقيام بهذا الإجراء",
  },

  // Sign-in
  noActiveAccount: { en: "No active account found with the given credentials", ar: "المستخدم غير موجود" },
  // The sign-in form's text (SPEC 8) speaks of all its fields; the portal's forms speak of one.
  fieldBlank: { en: "This field may not be blank.", ar: "بيانات غير مكتملة، من فضلك املأ جميع الحقول" },
  fieldRequired: { en: "This field may not be blank.", ar: "هذا الحقل مطلوب" },
  loginFailed: { en: "failed to login", ar: "حدث خطأ أثناء تسجيل الدخول" },

  // Sign-up
  fieldTooShort4: {
    en: "Ensure this field has at least 4 characters.",
    ar: "يجب ألا يقل هذا الحقل عن ٤ أحرف",
  },
  invalidEmail: { en: "Enter a valid email address.", ar: "أدخل بريدًا إلكترونيًا صحيحًا" },
  emailTaken: { en: "user with this email already exists.", ar: "يوجد مستخدم مسجّل بهذا البريد الإلكتروني" },
  passwordTooShort: {
    en: "This password is too short. It must contain at least 8 characters.",
    ar: "كلمة المرور قصيرة جدًا، يجب ألا تقل عن ٨ أحرف",
  },
  passwordNumeric: { en: "This password is entirely numeric.", ar: "كلمة المرور لا يمكن أن تكون أرقامًا فقط" },
  passwordCommon: { en: "This password is too common.", ar: "كلمة المرور شائعة جدًا" },
  passwordSimilarEmail: {
    en: "The password is too similar to the email.",
    ar: "كلمة المرور قريبة جدًا من البريد الإلكتروني",
  },
  passwordSimilarName: {
    en: "The password is too similar to the name.",
    ar: "كلمة المرور قريبة جدًا من الاسم",
  },
  registerFailed: { en: "failed to register", ar: "حدث خطأ أثناء إنشاء الحساب" },
  userCreated: { en: "User created successfully", ar: "تم إنشاء الحساب بنجاح" },

  invalidChoice: { en: "This is not a valid choice.", ar: "هذا الاختيار غير صالح" },
  invalidPhone: { en: "Enter a valid phone number.", ar: "أدخل رقم هاتف صحيحًا" },
  fieldTooLong: { en: "This text is too long.", ar: "هذا النص أطول من المسموح" },
  controlCharacters: {
    en: "Remove the control characters from this text.",
    ar: "احذف رموز التحكم من هذا النص",
  },
  bidiControls: {
    en: "Remove the invisible characters that change the direction of this text.",
    ar: "احذف الرموز الخفية التي تغيّر اتجاه هذا النص",
  },
  invalidImage: {
    en: "Upload a valid image: JPEG, PNG or WebP.",
    ar: "ارفع صورة صالحة بصيغة JPEG أو PNG أو WebP",
  },
  imageTooLarge: { en: "The image must be at most 5 MB.", ar: "يجب ألا يزيد حجم الصورة عن ٥ ميجابايت" },
  emailNotEditable: { en: "The email address cannot be changed.", ar: "لا يمكن تغيير البريد الإلكتروني" },
  passwordResetSent: {
    en: "If an account uses this email, a reset link is on its way. It works for one hour.",
    ar: "إذا كان هناك حساب بهذا البريد، فسيصلك رابط إعادة التعيين خلال لحظات، وهو صالح لمدة ساعة",
  },
  passwordResetDone: {
    en: "Your password has been changed. Sign in with the new one.",
    ar: "تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة",
  },
  resetLinkInvalid: {
    en: "This reset link is invalid, used or expired. Ask for a new one.",
    ar: "رابط إعادة التعيين غير صالح أو مستخدم أو منتهي، اطلب رابطًا جديدًا",
  },
  signedOut: { en: "You have signed out.", ar: "تم تسجيل الخروج" },

  contactSent: {
    en: "Thank you! Your message has reached us and we will get back to you soon.",
    ar: "شكرًا لك! وصلتنا رسالتك وسنتواصل معك قريبًا",
  },

  invalidNumber: { en: "Enter a whole number.", ar: "أدخل عددًا صحيحًا" },
  numberOutOfRange: { en: "This number is out of the allowed range.", ar: "هذا الرقم خارج النطاق المسموح" },
  numberAtLeast: { en: "Enter a number of at least {min}.", ar: "أدخل رقمًا لا يقل عن {min}" },
  numberAtMost: { en: "Enter a number of at most {max}.", ar: "أدخل رقمًا لا يزيد عن {max}" },
  rangeInverted: {
    en: "The upper bound must not be below the lower bound.",
    ar: "يجب ألا يكون الحد الأعلى أقل من الحد الأدنى",
  },

  // Favourites and bookings
  favouriteAddFailed: {
    en: "Failed to add unit to your favourite list",
    ar: "تعذّرت إضافة الوحدة إلى قائمة المفضلة",
  },
  favouritesLoadFailed: { en: "Failed to get your favourite list", ar: "تعذّر تحميل قائمة المفضلة" },
  favouriteRemoveFailed: {
    en: "Failed to remove unit from your favourite list",
    ar: "تعذّر حذف الوحدة من قائمة المفضلة",
  },
  bookingAddFailed: { en: "Failed to add unit to your booking list", ar: "تعذّر حجز الوحدة" },
  bookingsLoadFailed: { en: "Failed to get your booking list", ar: "تعذّر تحميل قائمة الحجوزات" },
  bookingRemoveFailed: {
    en: "Failed to remove unit from your booking list",
    ar: "تعذّر إلغاء حجز الوحدة",
  },
  unitReserved: { en: "This unit is already reserved.", ar: "هذه الوحدة محجوزة بالفعل" },
  unitNotFound: { en: "Unit not found", ar: "الوحدة غير موجودة" },
  floorNotFound: { en: "Floor not found", ar: "الدور غير موجود" },
  buildingNotFound: { en: "Building not found", ar: "المبنى غير موجود" },
  favouriteNotFound: {
    en: "This unit is not in your favourite list.",
    ar: "هذه الوحدة ليست في قائمة المفضلة",
  },
  bookingNotFound: { en: "This booking is not in your booking list.", ar: "هذا الحجز ليس في قائمة حجوزاتك" },
  favouriteAdded: { en: "Unit added to your favourite list", ar: "تمت إضافة الوحدة إلى المفضلة" },
  favouriteRemoved: { en: "Unit removed from your favourite list", ar: "تمت إزالة الوحدة من المفضلة" },
  bookingAdded: { en: "Unit booked successfully", ar: "تم حجز الوحدة بنجاح" },
  bookingRemoved: {
    en: "Booking cancelled; the unit is free again",
    ar: "تم إلغاء الحجز وأصبحت الوحدة متاحة",
  },
  invalidEgyptianMobile: {
    en: "Enter an Egyptian mobile number, for example 010 1234 5678.",
    ar: "أدخل رقم موبايل مصريًا، مثل \u2066٠١٠ ١٢٣٤ ٥٦٧٨\u2069",
  },
  phoneRequired: {
    en: "Enter the mobile number the company should call.",
    ar: "أدخل رقم الموبايل الذي ستتصل به الشركة",
  },
  planNotOfUnit: {
    en: "Choose one of this unit's payment plans.",
    ar: "اختر أحد أنظمة السداد الخاصة بهذه الوحدة",
  },
  tooManyHolds: {
    en: "You can hold at most {max} units at once. Cancel a hold or wait for the company's call before holding another.",
    ar: "الحد الأقصى للوحدات المحجوزة مؤقتًا في وقت واحد هو {max}. ألغِ حجزًا أو انتظر اتصال الشركة قبل حجز وحدة أخرى",
  },
  reservationEnded: {
    en: "This reservation has already moved on, so nothing was changed.",
    ar: "تغيّرت حالة هذا الحجز بالفعل، لذلك لم يتغيّر شيء",
  },
  reservationNotFound: { en: "Reservation not found", ar: "الحجز غير موجود" },
  reservationExportTooLarge: {
    en: "{count} reservations match, more than the {max} one file holds: narrow the days, the project or the status.",
    ar: "عدد الحجوزات المطابقة {count}، أي أكثر من {max} يتسع لها ملف واحد: ضيّق الأيام أو المشروع أو الحالة",
  },
  dayRangeInverted: {
    en: "The last day must not be before the first day.",
    ar: "يجب ألا يكون اليوم الأخير قبل اليوم الأول",
  },
  reservationConfirmed: { en: "Reservation confirmed", ar: "تم تأكيد الحجز" },
  reservationDeclined: { en: "Reservation declined", ar: "تم رفض الحجز" },
  reservationSold: { en: "Unit marked as sold", ar: "تم تسجيل الوحدة كمباعة" },
  tooManyUnits: { en: "Book at most 10 units at once.", ar: "يمكنك حجز ١٠ وحدات كحد أقصى في المرة الواحدة" },
  loginFirst: { en: "Please, login first", ar: "من فضلك، سجّل الدخول أولًا" },

  // Compare and recently viewed
  compareUnitsCount: { en: "Choose up to 4 units to compare.", ar: "اختر حتى ٤ وحدات للمقارنة" },
  compareUnitsDistinct: {
    en: "Each unit can be compared once; remove the repeated one.",
    ar: "لا يمكن مقارنة الوحدة نفسها مرتين؛ احذف المكررة",
  },
  compareUnitsUnknown: {
    en: "These units were not found: {ids}.",
    ar: "هذه الوحدات غير موجودة: {ids}",
  },
  invalidDate: { en: "Enter a valid date and time.", ar: "أدخل تاريخًا ووقتًا صحيحين" },
  tooManyRecentItems: {
    en: "Send at most 24 recently viewed items at once.",
    ar: "يمكن إرسال ٢٤ عنصرًا على الأكثر مما شاهدته مؤخرًا في المرة الواحدة",
  },

  // Saved searches and alerts (issue 21)
  notASearchPage: {
    en: "Only a search page can be saved: a category's units search or the text search.",
    ar: "يمكن حفظ صفحات البحث فقط: بحث الوحدات في فئة أو البحث بالكلمات",
  },
  searchAlreadySaved: {
    en: "You already saved this search.",
    ar: "لقد حفظت هذا البحث من قبل",
  },
  tooManySavedSearches: {
    en: "You can keep at most {max} saved searches. Delete one to save another.",
    ar: "يمكنك الاحتفاظ بـ {max} عمليات بحث محفوظة على الأكثر. احذف واحدة لتحفظ غيرها",
  },
  savedSearchNotFound: { en: "Saved search not found", ar: "البحث المحفوظ غير موجود" },
  savedSearchDeleted: { en: "Saved search deleted", ar: "تم حذف البحث المحفوظ" },
  unsubscribeLinkInvalid: {
    en: "This unsubscribe link is not valid. Open the link from the email again, or manage your alerts in your profile.",
    ar: "رابط إلغاء الاشتراك غير صالح. افتح الرابط من الرسالة مرة أخرى، أو تحكم في التنبيهات من ملفك الشخصي",
  },

  // Detail loads
  companyNotFound: { en: "Company not found", ar: "الشركة غير موجودة" },
  locationNotFound: { en: "Location not found", ar: "الموقع غير موجود" },
  mallNotFound: { en: "Mall not found", ar: "المول غير موجود" },
  compoundNotFound: { en: "Compound not found", ar: "الكمبوند غير موجود" },
  unknownError: {
    en: "Unknown error, check your internet connection",
    ar: "خطأ غير معروف، تحقق من اتصالك بالإنترنت",
  },

  // Feedback
  feedbackAddFailed: { en: "Failed to add feedback", ar: "تعذّرت إضافة التقييم" },
  feedbackLikeFailed: { en: "Failed to like feedback", ar: "تعذّر الإعجاب بالتقييم" },
  feedbackDislikeFailed: { en: "Failed to dislike feedback", ar: "تعذّر إلغاء الإعجاب بالتقييم" },
  feedbackReplyFailed: { en: "Failed to replt to feedback", ar: "تعذّر الرد على التقييم" },
  mustLogin: { en: "You must login first", ar: "يجب تسجيل الدخول أولًا" },
  confirmDeleteFeedback: {
    en: "Are you sure you want to delete feedback?",
    ar: "هل أنت متأكد أنك تريد حذف التقييم؟",
  },
  feedbackNotFound: { en: "Feedback not found", ar: "التقييم غير موجود" },
  feedbackAdded: { en: "Your feedback has been added", ar: "تمت إضافة تقييمك" },
  feedbackLiked: { en: "You liked this feedback", ar: "أعجبك هذا التقييم" },
  feedbackUnliked: { en: "You no longer like this feedback", ar: "تم إلغاء إعجابك بالتقييم" },
  feedbackReplied: { en: "Your reply has been added", ar: "تمت إضافة ردك" },
  feedbackDeleted: { en: "Your feedback has been deleted", ar: "تم حذف تقييمك" },
  replyNotFound: { en: "Reply not found", ar: "الرد غير موجود" },
  replyDeleted: { en: "Your reply has been deleted", ar: "تم حذف ردك" },
  notificationNotFound: { en: "Notification not found", ar: "الإشعار غير موجود" },

  // Profile
  updateFailed: { en: "Update failed", ar: "فشل التحديث" },
  deletionFailed: { en: "Deletion failed", ar: "فشل حذف الحساب" },
  userUpdated: { en: "User updated successfully", ar: "تم تحديث البيانات بنجاح" },
  userDeleted: { en: "User deleted successfully", ar: "تم حذف الحساب بنجاح" },

  // Empty and missing states
  noMalls: { en: "No Malls found", ar: "لا توجد مولات" },
  noProjects: { en: "No projects found", ar: "لا توجد مشروعات" },
  noReviews: { en: "No reviews found", ar: "لا توجد آراء" },
  noCompounds: { en: "No Compounds found", ar: "لا توجد كمبوندات" },
  noCompanies: { en: "No Companies found", ar: "لا توجد شركات" },
  noLocations: { en: "No Locations found", ar: "لا توجد مواقع" },
  noUnits: { en: "No units found", ar: "لا توجد وحدات" },
  noMatchingResult: { en: "No matching result", ar: "لا توجد نتائج مطابقة" },
  noTypeUnits: { en: "No {type} units found", ar: "لا توجد وحدات {type}" },
  noData: { en: "No data found", ar: "لا توجد بيانات" },
  pageNotFoundTitle: { en: "Opps! Page not found.", ar: "عذرًا! الصفحة غير موجودة." },
  pageNotFoundBody: {
    en: "The page you're looking for doesn't exist.",
    ar: "الصفحة التي تبحث عنها غير موجودة.",
  },
  noPhoneNumber: {
    en: "There is no phone number added to this widget!",
    ar: "لا يوجد رقم هاتف مضاف لهذه الأداة!",
  },

  // Developer track record (issue 21 point 6)
  progressBelowPrevious: {
    en: "The latest update says {previous}% complete. To post a lower figure, mark this update as a correction.",
    ar: "آخر تحديث يذكر أن نسبة الإنجاز {previous}٪. لنشر نسبة أقل، علّم هذا التحديث كتصحيح.",
  },
  actualDeliveryRange: {
    en: "Enter a day from 1 January 2000 to today: the day the project was handed over.",
    ar: "أدخل يومًا من ١ يناير ٢٠٠٠ حتى اليوم: يوم تسليم المشروع.",
  },
  tooManyPhotos: {
    en: "Attach at most 4 photos to one update.",
    ar: "أرفق ٤ صور على الأكثر بالتحديث الواحد",
  },
  progressUpdateNotFound: { en: "Progress update not found", ar: "تحديث الإنجاز غير موجود" },

  // Partner catalogue (issue 17)
  projectNotFound: { en: "Project not found", ar: "المشروع غير موجود" },
  deleted: { en: "Deleted.", ar: "تم الحذف" },
  mediaNotFound: { en: "Picture not found", ar: "الصورة غير موجودة" },
  percentRange: { en: "Enter a percentage from 0 to 100.", ar: "أدخل نسبة مئوية من ٠ إلى ١٠٠" },
  invalidDay: { en: "Enter a date as YYYY-MM-DD.", ar: "أدخل التاريخ بالشكل YYYY-MM-DD" },
  fileMissing: { en: "Choose a file to upload.", ar: "اختر ملفًا لرفعه" },
  codeTaken: {
    en: "Another unit of this project has this code.",
    ar: "توجد وحدة أخرى في هذا المشروع بنفس الكود",
  },
  buildingTaken: {
    en: "This project already has a building with this name.",
    ar: "يوجد مبنى بنفس الاسم في هذا المشروع",
  },
  floorTaken: { en: "This floor already exists.", ar: "هذا الدور موجود بالفعل" },
  floorBeyondBuilding: {
    en: "This building's {floors} floors are numbered from 0, so it has no floor {floor}.",
    ar: "أدوار هذا المبنى ({floors}) مرقّمة من ٠، فلا يوجد فيه الدور {floor}",
  },
  categoryNotInProject: {
    en: "Units of this category cannot be in this kind of project or building.",
    ar: "لا يمكن أن تكون وحدات هذه الفئة في هذا النوع من المشروعات أو المباني",
  },
  buildingRequired: { en: "Name the building of this unit.", ar: "اكتب اسم المبنى الخاص بهذه الوحدة" },
  mallHasNoBuildings: {
    en: "Leave the building empty: a mall's units are placed by floor.",
    ar: "اترك خانة المبنى فارغة: وحدات المول تُحدَّد بالدور فقط",
  },
  mallFloorMissing: {
    en: "This mall has no floor {floor}; add it first.",
    ar: "لا يوجد الدور {floor} في هذا المول، أضفه أولًا",
  },
  mallFloorAskManager: {
    en: "This mall has no floor {floor}. Correct the floor, or ask a manager to add it first.",
    ar: "لا يوجد الدور {floor} في هذا المول. صحّح الدور أو اطلب من مدير الشركة إضافته أولًا",
  },
  buildingAskManager: {
    en: "This project has no building named {building}. Correct the name, or ask a manager to add the building first.",
    ar: "لا يوجد في هذا المشروع مبنى باسم {building}. صحّح الاسم أو اطلب من مدير الشركة إضافة المبنى أولًا",
  },
  importChoiceOneOf: {
    en: "Write one of: {values}.",
    ar: "اكتب واحدًا من: {values}",
  },
  notANumber: {
    en: "Enter a number using digits, not words.",
    ar: "أدخل رقمًا بالأرقام وليس بالحروف",
  },
  numberNotPositive: { en: "Enter a number greater than zero.", ar: "أدخل رقمًا أكبر من صفر" },
  importUnreadable: {
    en: "This file is not a CSV or XLSX spreadsheet that can be read.",
    ar: "هذا الملف ليس جدول CSV أو XLSX يمكن قراءته",
  },
  importEmpty: { en: "The file has no units.", ar: "الملف لا يحتوي على أي وحدات" },
  importNotTemplate: {
    en: "The first row has none of the template's columns, so this is not a list of units; start from the template.",
    ar: "الصف الأول لا يحتوي على أي من أعمدة النموذج، فهذا الملف ليس قائمة وحدات، ابدأ من النموذج",
  },
  importTooManyRows: {
    en: "Import at most {max} units at once.",
    ar: "يمكنك استيراد {max} وحدة كحد أقصى في المرة الواحدة",
  },
  importFileTooLarge: { en: "The file must be at most 10 MB.", ar: "يجب ألا يزيد حجم الملف عن ١٠ ميجابايت" },
  importMissingColumn: {
    en: 'The header lacks the column "{column}"; start from the template.',
    ar: 'العمود "{column}" غير موجود في الصف الأول، ابدأ من النموذج',
  },
  importUnknownColumn: {
    en: 'Unknown column "{column}"; the template lists the columns.',
    ar: 'العمود "{column}" غير معروف، راجع الأعمدة في النموذج',
  },
  importDuplicateCode: {
    en: "The code {code} is also on row {other} of this file.",
    ar: "الكود {code} مكرر أيضًا في الصف {other} من الملف",
  },
  importHasErrors: {
    en: "Nothing was imported: fix the rows listed and try again.",
    ar: "لم يُستورد شيء: صحح الصفوف المذكورة ثم حاول مرة أخرى",
  },
  photoTooLarge: { en: "The photo must be at most 15 MB.", ar: "يجب ألا يزيد حجم الصورة عن ١٥ ميجابايت" },
  mediaOrderMismatch: {
    en: "List every picture of the gallery exactly once.",
    ar: "اذكر كل صورة في المعرض مرة واحدة بالضبط",
  },
  generatorFloorsReversed: {
    en: "The last floor must not come before the first.",
    ar: "يجب ألا يسبق الدور الأخير الدور الأول",
  },
  generatorTooMany: {
    en: "That makes more than 1,000 units at once: make fewer in each run.",
    ar: "هذا يُنشئ أكثر من ١٬٠٠٠ وحدة مرة واحدة، قلّل العدد في كل مرة",
  },
  generatorPatternUnit: {
    en: "The code pattern needs {unit}, the unit's number on its floor.",
    ar: "يجب أن يحتوي نمط الكود على {unit}، رقم الوحدة في دورها",
  },
  generatorCodesRepeat: {
    en: "The pattern gives the code {code} to more than one unit: add {floor} or {building} to it.",
    ar: "النمط يعطي الكود {code} لأكثر من وحدة، أضف إليه {floor} أو {building}",
  },
  generatorCodeTaken: {
    en: "The project already has a unit with the code {code}.",
    ar: "يوجد في المشروع وحدة بالكود {code} بالفعل",
  },
  statusFollowsReservation: {
    en: "Held and reserved come from buyers' reservations: change them in the reservations inbox.",
    ar: "حالتا «محجوزة مؤقتًا» و«محجوزة» تأتيان من حجوزات المشترين، غيّرهما من صندوق الحجوزات",
  },
  unitHasReservation: {
    en: "Buyers have reserved this unit, and their reservations stay on record with it: mark it off-market to stop selling it.",
    ar: "سبق أن حجز مشترون هذه الوحدة، وتبقى حجوزاتهم مسجلة معها: اجعلها «خارج السوق» لإيقاف بيعها",
  },
  projectHasReservations: {
    en: "Buyers have reserved units of this project, and their reservations stay on record with them: unpublish it to take it off the marketplace.",
    ar: "سبق أن حجز مشترون وحدات من هذا المشروع، وتبقى حجوزاتهم مسجلة معها: ألغِ نشره لإخفائه عن المشترين",
  },

  // Partner portal
  partnerOnly: {
    en: "This area is for the marketplace's partners only.",
    ar: "هذه المساحة مخصّصة لشركاء السوق فقط",
  },
  invalidUrl: { en: "Enter a valid https:// address.", ar: "أدخل رابطًا صحيحًا يبدأ بـ https://" },
  invitationInvalid: {
    en: "This invitation link is not valid: it was used, withdrawn or has expired.",
    ar: "رابط الدعوة غير صالح: استُخدم من قبل أو سُحب أو انتهت صلاحيته",
  },
  invitationOtherAccount: {
    en: "This invitation is for another email address. Sign out and open the link again.",
    ar: "هذه الدعوة لبريد إلكتروني آخر. سجّل الخروج ثم افتح الرابط مرة أخرى",
  },
  alreadyPartner: {
    en: "This account already belongs to the partner portal.",
    ar: "هذا الحساب عضو في بوابة الشركاء بالفعل",
  },
  wrongPassword: { en: "The password is not correct.", ar: "كلمة المرور غير صحيحة" },
  invitationSent: { en: "Invitation sent to {email}.", ar: "أُرسلت الدعوة إلى {email}" },
  invitationNotFound: {
    en: "This invitation is no longer pending: it was accepted, withdrawn or has expired.",
    ar: "هذه الدعوة لم تعد معلّقة: قُبلت أو سُحبت أو انتهت صلاحيتها",
  },
  invitationWithdrawn: {
    en: "The invitation to {email} was withdrawn; its link no longer works.",
    ar: "سُحبت الدعوة المرسلة إلى {email}، ولم يعد رابطها يعمل",
  },
  staffNotFound: { en: "Staff member not found", ar: "عضو الفريق غير موجود" },
  cannotRemoveSelf: { en: "You cannot remove yourself.", ar: "لا يمكنك إزالة نفسك" },
  staffRemoved: {
    en: "{name} was removed and signed out everywhere.",
    ar: "أُزيل {name} وخرج من جميع جلساته",
  },

  // Generic API answers
  validation: { en: "Some fields are not valid.", ar: "بعض الحقول غير صحيحة" },
  notFound: { en: "Not found.", ar: "غير موجود" },
  rateLimited: {
    en: "Too many requests. Please wait a moment and try again.",
    ar: "طلبات كثيرة جدًا، انتظر قليلًا ثم حاول مرة أخرى",
  },
  internal: {
    en: "Something went wrong on our side. Please try again.",
    ar: "حدث خطأ من جانبنا، حاول مرة أخرى",
  },
  serviceUnavailable: {
    en: "The service is busy or briefly unavailable. Please try again in a few seconds.",
    ar: "الخدمة مشغولة أو غير متاحة لحظيًا، حاول مرة أخرى بعد ثوانٍ",
  },
  malformedBody: {
    en: "The request's content could not be read. Send it again as a form or as JSON.",
    ar: "تعذّرت قراءة محتوى الطلب، أرسله مرة أخرى كنموذج أو بصيغة JSON",
  },
  bodyTooLarge: { en: "The request is too large.", ar: "الطلب أكبر من المسموح" },
  unsupportedMediaType: {
    en: "Send the request as a form or as JSON.",
    ar: "أرسل الطلب كنموذج أو بصيغة JSON",
  },
  requestTimeout: {
    en: "The request took too long to arrive. Please try again.",
    ar: "استغرق وصول الطلب وقتًا طويلًا، حاول مرة أخرى",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof MESSAGES;
export const MESSAGE_CODES = Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]];

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

export function message(code: MessageCode, language: Language, params: Record<string, string> = {}): string {
  return MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
