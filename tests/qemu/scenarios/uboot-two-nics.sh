# shellcheck shell=bash disable=SC2046
desc="U-Boot: ethaddr and eth1addr into ethernet0 and ethernet1; usbethaddr is not a fixup"
boot=uboot
overlay=uboot-nics.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01 eth1addr=02:aa:bb:cc:dd:02 usbethaddr=02:aa:bb:cc:dd:99)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:00:05:01)
	$(usb_net xhci.0 1.2 52:54:00:00:05:02)
)
