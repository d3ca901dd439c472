#include <clang-c/Index.h>
