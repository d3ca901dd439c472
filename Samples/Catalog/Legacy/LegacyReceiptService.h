#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class LegacyReceiptService;

@protocol LegacyReceiptServiceDelegate <NSObject>
- (void)receiptServiceDidFinish:(LegacyReceiptService *)service;
@end

@interface LegacyReceiptService : NSObject
// No ownership attribute: strong under ARC, and nothing visible says the delegate cannot own us.
@property (nonatomic, nullable) id<LegacyReceiptServiceDelegate> delegate; // expect: weak_delegate
// Correct counterpart: a weak delegate.
@property (nonatomic, weak, nullable) id<LegacyReceiptServiceDelegate> statusDelegate;
// assign on an object is non-owning (unsafe, but not a retain cycle).
@property (nonatomic, assign, nullable) id<LegacyReceiptServiceDelegate> legacyDelegate;
- (void)printReceipt:(NSString *)receipt;
@end

NS_ASSUME_NONNULL_END
