/** Spanish for src/i18n/en.ts: reading the uploaded file (type, PDF, photo, OCR) and its errors. Legal citations and {n} placeholders as in English. */
export const READING_THE_FILE = {
  'check-pdf-expansion.expands_to_far_more_data':
    '{0} se expande a muchos más datos de los que contiene una carta, así que no se abrió. Suba la carta tal como la recibió, o una foto de ella.',
  'decode-image.has_more_pixels_than_we': '{0} tiene más píxeles de los que podemos leer con seguridad. Reduzca su tamaño.',
  'decode-image.is_x_pixels_more_than':
    '{0} mide {1} x {2} píxeles, más de lo que podemos leer con seguridad ({3} megapíxeles). Reduzca su tamaño o tome la foto con la resolución normal.',
  'decode-image.we_could_not_open_the': 'No pudimos abrir {0}: la imagen parece dañada o incompleta. Súbala de nuevo o tome una foto nueva.',
  'detect-file-type.a_jpeg_image': 'una imagen JPEG',
  'detect-file-type.a_png_image': 'una imagen PNG',
  'detect-file-type.does_not_contain_plain_text': '{0} no contiene texto simple. {1}',
  'detect-file-type.is_a_file_which_we': '{0} es un archivo {1}, que no podemos leer. {2}',
  'detect-file-type.is_named_as_but_its':
    '{0} tiene nombre de {1}, pero su contenido no lo es: puede estar dañado. Expórtelo o descárguelo de nuevo, o tome una foto de la carta.',
  'detect-file-type.on_an_iphone_choose_most': 'En un iPhone, elija "Más compatible" en Configuración > Cámara > Formatos, o comparta la foto como JPEG.',
  'detect-file-type.please_save_it_as_jpeg': 'Guárdela como JPEG o PNG.',
  'detect-file-type.please_save_or_print_the': 'Guarde o imprima el documento como PDF.',
  'detect-file-type.please_save_the_scan_as': 'Guarde el escaneo como PDF, JPEG o PNG.',
  'detect-file-type.please_upload_a_pdf_a': 'Suba un PDF, una foto JPEG o PNG, o un archivo de texto de la carta.',
  'detect-file-type.we_cannot_read_type': 'No podemos leer {0} (tipo "{1}"). {2}',
  'detect-file-type.zip_word_or_other_office': 'ZIP (Word u otro documento de oficina)',
  'extract-document.has_pages_we_read_at': '{0} tiene {1} páginas; leemos como máximo {2} páginas por carta. Suba solo las páginas de la carta de cobro.',
  'extract-document.is_empty_0_bytes_please': '{0} está vacío (0 bytes). Súbalo de nuevo.',
  'extract-document.is_mb_the_limit_is':
    '{0} pesa {1} MB; el límite es de {2} por archivo. Suba una foto o un escaneo más pequeño (por ejemplo, con menor resolución).',
  'extract-document.no_file_was_received_please': 'No se recibió ningún archivo. Suba una foto, un escaneo o un PDF de la carta.',
  'extract-document.page_no_text_could_be':
    'Página {0}: no se pudo leer ningún texto. Si no está en blanco, vuelva a tomar la foto con buena luz, con la hoja plana y enfocada.',
  'extract-document.page_was_hard_to_read':
    'La página {0} fue difícil de leer (confianza del {1}%). Compare las palabras citadas con su carta, o suba una foto o un escaneo más nítido.',
  'extract-document.reading_page_took_longer_than':
    'Leer la página {0} tomó más de {1} segundos, así que nos detuvimos. Pruebe con una foto más nítida o un escaneo más limpio de esa página.',
  'extract-document.this_letter_has_more_than':
    'Esta carta tiene más de {0} páginas, el máximo que leemos a la vez. Suba solo las páginas de la carta de cobro.',
  'extract-document.this_page_needs_ocr_which': 'Esta página necesita reconocimiento de texto (OCR), que este proceso no ejecuta.',
  'extract-document.together_the_files_are_mb': 'En total, los archivos pesan {0} MB; el límite es de {1} por carta. Suba fotos más pequeñas o menos páginas.',
  'extract-document.we_could_not_find_any':
    'No encontramos ningún texto en lo que subió. Si es una foto, vuelva a tomarla con buena luz, con toda la carta plana y enfocada.',
  'extract-error.the_file': 'El archivo "{0}"',
  'extract-error.the_file_2': 'El archivo',
  'extract-error.the_file_3': 'el archivo "{0}"',
  'extract-error.the_file_4': 'el archivo',
  'ocr-languages.this_letter_seems_to_be':
    'Esta carta parece estar escrita en español, pero el reconocimiento de texto en español no está instalado en este servidor, así que se leyó como si estuviera en inglés: las palabras con acentos podrían leerse mal. Compare las palabras citadas con su carta, o pegue su texto.',
  'ocr-page.the_text_recognition_engine_could': 'El programa de reconocimiento de texto no pudo leer esta página. Pruebe con una foto o un escaneo más claro.',
  'open-pdf.opening_took_too_long_please': 'Abrir {0} tomó demasiado tiempo. Pruebe con un archivo más pequeño o una foto de la carta.',
  'open-pdf.pdf_js_is_not_loaded': 'pdf.js no está cargado',
  'open-pdf.this_pdf_is_password_protected': 'Este PDF está protegido con contraseña. Suba una copia desbloqueada o una foto de la carta.',
  'open-pdf.we_could_not_open_the': 'No pudimos abrir {0}: el PDF parece dañado o incompleto. Descárguelo o expórtelo de nuevo, o suba una foto de la carta.',
  'read-pdf-page.drawing_page_of_the_pdf': 'Dibujar la página {0} del PDF tomó demasiado tiempo. Pruebe con una foto de la carta.',
  'read-pdf-page.page_of_the_pdf_is': 'La página {0} del PDF está dañada y no se pudo leer. Descárguelo o expórtelo de nuevo, o suba una foto de la carta.',
  'read-pdf-page.page_of_the_pdf_needs': 'La página {0} del PDF necesita reconocimiento de texto (OCR).',
  'read-pdf-page.page_of_the_pdf_took': '{0} la página {1} del PDF tomó demasiado tiempo. Pruebe con una foto o una copia más simple de la carta.',
  'read-pdf-page.reading_the_text_of': 'Leer el texto de',
} as const satisfies Record<string, string>;
