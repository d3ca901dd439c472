#import "LegacyReceiptService.h"

@implementation LegacyReceiptService

- (void)printReceipt:(NSString *)receipt {
    [self.statusDelegate receiptServiceDidFinish:self];
}

@end
