#include <clang-c/Index.h>

// libclang is opened at run time (`LibClang`), not linked: a run without Objective-C, and the main
// process, never map LLVM. These typedefs take each function's exact type from Index.h, so the
// pointers looked up by name cannot disagree with the declarations; `__typeof__` is unevaluated,
// so nothing here refers to a libclang symbol.
#define ARCHLINT_CLANG_FUNCTION(name) typedef __typeof__(clang_##name) *archlint_clang_##name##_f;
ARCHLINT_CLANG_FUNCTION(createIndex)
ARCHLINT_CLANG_FUNCTION(disposeIndex)
ARCHLINT_CLANG_FUNCTION(parseTranslationUnit2)
ARCHLINT_CLANG_FUNCTION(disposeTranslationUnit)
ARCHLINT_CLANG_FUNCTION(getTranslationUnitCursor)
ARCHLINT_CLANG_FUNCTION(visitChildren)
ARCHLINT_CLANG_FUNCTION(getCursorKind)
ARCHLINT_CLANG_FUNCTION(getCursorSpelling)
ARCHLINT_CLANG_FUNCTION(getCursorLocation)
ARCHLINT_CLANG_FUNCTION(getCursorExtent)
ARCHLINT_CLANG_FUNCTION(getCursorType)
ARCHLINT_CLANG_FUNCTION(getCursorResultType)
ARCHLINT_CLANG_FUNCTION(Cursor_getObjCPropertyAttributes)
ARCHLINT_CLANG_FUNCTION(Location_isFromMainFile)
ARCHLINT_CLANG_FUNCTION(getSpellingLocation)
ARCHLINT_CLANG_FUNCTION(getExpansionLocation)
ARCHLINT_CLANG_FUNCTION(getRangeEnd)
ARCHLINT_CLANG_FUNCTION(tokenize)
ARCHLINT_CLANG_FUNCTION(disposeTokens)
ARCHLINT_CLANG_FUNCTION(getTokenKind)
ARCHLINT_CLANG_FUNCTION(getTokenLocation)
ARCHLINT_CLANG_FUNCTION(getTokenSpelling)
ARCHLINT_CLANG_FUNCTION(getTypeSpelling)
ARCHLINT_CLANG_FUNCTION(getCanonicalType)
ARCHLINT_CLANG_FUNCTION(isExpression)
ARCHLINT_CLANG_FUNCTION(getCString)
ARCHLINT_CLANG_FUNCTION(disposeString)
ARCHLINT_CLANG_FUNCTION(saveTranslationUnit)
ARCHLINT_CLANG_FUNCTION(getIncludedFile)
ARCHLINT_CLANG_FUNCTION(getFileName)

// The library file Package.swift found at build time (`-DARCHLINT_LIBCLANG_PATH=…`), or "".
static inline const char *archlint_libclang_build_path(void) {
#ifdef ARCHLINT_LIBCLANG_PATH
    return ARCHLINT_LIBCLANG_PATH;
#else
    return "";
#endif
}
