#import "OrderHistoryPresenter.h"
#import "LegacyReceiptService.h"

@implementation OrderHistoryPresenter {
    LegacyReceiptService *_printer;
}

- (void)presentOrders:(NSArray<NSString *> *)orders {
    if (_printer == nil) {
        // A presenter building its own service hides it from the container.
        _printer = [[LegacyReceiptService alloc] init]; // expect: container_only_construction
    }
    [self.viewController displayOrders:orders];
}

@end
