#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface OrderCell : UITableViewCell
@property (nonatomic, copy, nullable) void (^onReorder)(void);
@property (nonatomic, copy, nullable) void (^onShare)(void);
- (void)configure;
@end

NS_ASSUME_NONNULL_END
